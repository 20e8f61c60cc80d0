/**
 * 'Télécharger mes données': a member asks for an archive of their data (once an
 * hour at most), a durable job builds it from every module's `personalData` sections and
 * stores it under an unguessable key, a mail gives the link to the signed-in page, and the
 * archive is kept DATA_EXPORT_VALID_DAYS days before an hourly sweep deletes it.
 */
import {
  DATA_EXPORT_VALID_DAYS,
  type DataExport,
  type DataExportList,
  type DataExportRequested,
} from '@koinonia/contracts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { randomArchiveKey, type StoredMedia } from '../../platform/media-storage.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { writeArchive } from './account.export.archive.ts';
import { exportReadyMail } from './account.export.mails.ts';
import { createDataExportRepository, type DataExportRow } from './account.export.repository.ts';
import { frenchDayAndTime } from '../../platform/french-dates.ts';

/** Every French sentence of the export, in one place. */
export const EXPORT_TEXTS = {
  requested:
    'Votre archive est en préparation : vous recevrez un e-mail avec le lien de téléchargement.',
  tooSoon: 'Vous avez déjà demandé une archive il y a moins d’une heure. Réessayez plus tard.',
  notFound: 'Archive introuvable ou expirée.',
} as const;

/** The job that builds one archive, and the hourly sweep of expired ones. */
export const EXPORT_JOB = 'account.export';
export const EXPORT_SWEEP = 'account.export-sweep';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const VALID_FOR = DATA_EXPORT_VALID_DAYS * DAY;
/** Archives swept per statement; the sweep loops until none is left. */
const SWEEP_BATCH = 100;

const present = (row: DataExportRow): DataExport => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  ready_at: row.readyAt?.toISOString() ?? null,
  expires_at: row.expiresAt.toISOString(),
});

const notFound = () => new AppError(404, 'not_found', EXPORT_TEXTS.notFound);

export function createDataExports(ctx: ModuleContext) {
  const repository = createDataExportRepository(ctx.db);

  return {
    /** `POST /api/users/export/`: the archive is built by a job, announced by mail. */
    async request(userId: string): Promise<DataExportRequested> {
      const at = ctx.now();
      const row = await repository.insertUnlessRecent(
        userId,
        at,
        new Date(at.getTime() - HOUR),
        new Date(at.getTime() + VALID_FOR),
      );
      if (!row) {
        const last = await repository.lastRequestedAt(userId);
        const wait = last ? Math.ceil((last.getTime() + HOUR - at.getTime()) / 1000) : 3600;
        throw new AppError(429, 'rate_limited', EXPORT_TEXTS.tooSoon, undefined, {
          'retry-after': String(Math.max(1, wait)),
        });
      }
      try {
        // The row's id as the job's: a second send of the same archive is a no-op.
        await ctx.jobs.send(EXPORT_JOB, { exportId: row.id }, { id: row.id });
      } catch (error) {
        // No archive would come: the member may ask again at once.
        await repository.remove(row.id);
        throw error;
      }
      return { detail: EXPORT_TEXTS.requested, export: present(row) };
    },

    /** The job: builds and stores the archive, then mails its link. Safe to run again. */
    async build(exportId: string): Promise<void> {
      const row = await repository.find(exportId);
      if (!row || row.storageKey) return;
      const sections = await ctx.personalData.export(row.userId);
      const key = randomArchiveKey(row.userId);
      const generatedAt = ctx.now();
      await writeArchive({
        sections: orderSections(sections),
        storage: ctx.mediaStorage,
        key,
        generatedAt,
        timeZone: ctx.config.timeZone,
      });
      const expiresAt = new Date(generatedAt.getTime() + VALID_FOR);
      if (!(await repository.markReady(row.id, key, generatedAt, expiresAt))) {
        await ctx.mediaStorage.delete(key);
        return;
      }
      const member = await ctx.services.users.findById(row.userId);
      if (!member) return;
      const link = `${ctx.config.publicUrl}/settings/close-account?export=${row.id}`;
      const expiresOn = frenchDayAndTime(expiresAt, ctx.config.timeZone);
      await ctx.mailer.send(exportReadyMail(member.email, member.firstName, link, expiresOn));
    },

    /** `GET /api/users/export/`: the member's archives still kept, newest first. */
    async list(userId: string): Promise<DataExportList> {
      return { results: (await repository.listLive(userId, ctx.now())).map(present) };
    },

    /**
     * `GET /api/users/export/{id}/`: the archive's bytes, for its owner only while it is kept;
     * anyone else, an unknown or an expired id: the same 404.
     */
    async open(
      userId: string,
      id: string,
    ): Promise<{ file: StoredMedia & { part: 'whole' }; createdAt: Date }> {
      if (!isUuid(id)) throw notFound();
      const row = await repository.find(id);
      if (!row || row.userId !== userId || !row.storageKey || row.expiresAt <= ctx.now()) {
        throw notFound();
      }
      const file = await ctx.mediaStorage.get(row.storageKey);
      if (file?.part !== 'whole') throw notFound();
      return { file, createdAt: row.readyAt ?? row.createdAt };
    },

    /** The hourly job: deletes each expired archive's file, then its row. */
    async sweep(): Promise<void> {
      for (;;) {
        const expired = await repository.expired(ctx.now(), SWEEP_BATCH);
        for (const row of expired) {
          if (row.storageKey) await ctx.mediaStorage.delete(row.storageKey);
          await repository.remove(row.id);
        }
        if (expired.length < SWEEP_BATCH) return;
      }
    },

    /** Deletes every archive of the member, files first (the account's deletion). */
    async eraseAll(userId: string): Promise<void> {
      for (const row of await repository.listOf(userId)) {
        if (row.storageKey) await ctx.mediaStorage.delete(row.storageKey);
        await repository.remove(row.id);
      }
    },
  };
}

export type DataExports = ReturnType<typeof createDataExports>;

/** The profile first, the list of every file last; the rest in the modules' order. */
function orderSections<T extends { file: string }>(sections: readonly T[]): T[] {
  const rank = (file: string) => (file === 'profil.json' ? 0 : file === 'fichiers.json' ? 2 : 1);
  return [...sections].sort((a, b) => rank(a.file) - rank(b.file));
}
