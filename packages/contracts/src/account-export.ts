/**
 * 'Télécharger mes données': `POST /api/users/export/` asks for an archive of the
 * member's data, built by a job and announced by mail; `GET /api/users/export/` lists the
 * member's archives still kept; `GET /api/users/export/{id}/` downloads one (a ZIP).
 */
import { z } from 'zod';

/** Days an archive is kept, and its link valid, after it is built. */
export const DATA_EXPORT_VALID_DAYS = 7;

/** One archive of the member's: `ready_at` is null while the job builds it. */
export const dataExportSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The member's archives still kept, newest first. */
export const dataExportListSchema = z.object({ results: z.array(dataExportSchema) });
export type DataExportList = z.infer<typeof dataExportListSchema>;

/** The answer to a request: the sentence to show, and the archive being built. */
export const dataExportRequestedSchema = z.object({
  detail: z.string(),
  export: dataExportSchema,
});
export type DataExportRequested = z.infer<typeof dataExportRequestedSchema>;
