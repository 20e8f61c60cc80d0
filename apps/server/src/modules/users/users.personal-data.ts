/** What the users module holds of a member (ADR 0009): their profile and pictures. */
import { keyOfMediaPath } from '../../platform/media-storage.ts';
import type { PersonalDataHooks } from '../../platform/module.ts';
import type { UsersService } from './users.service.ts';

export const usersPersonalData: PersonalDataHooks<UsersService> = {
  /** The row is emptied (kept for 'Membre supprimé'), the pictures' rows go. */
  erase: (ctx, users, userId) => users.erase(userId, ctx.now()),
  /** Every profile field and the pictures set; never the password's hash. */
  async export(_ctx, users, userId) {
    const member = await users.findById(userId);
    if (!member) return [];
    const files = await users.userFiles(userId);
    const pictures = [
      ...files.profil.map((file) => ({ categorie: 'profil', ...file })),
      ...files.cover.map((file) => ({ categorie: 'cover', ...file })),
    ];
    const paths = [member.profilePicture, member.coverPicture, ...pictures.map((p) => p.url)];
    const profile = {
      id: member.id,
      email: member.email,
      titre: member.titre,
      first_name: member.firstName,
      last_name: member.lastName,
      bio: member.bio,
      birthday: member.birthday,
      town: member.town,
      postcode: member.postcode,
      profile_picture: member.profilePicture,
      cover_picture: member.coverPicture,
      email_verified_at: member.emailVerifiedAt?.toISOString() ?? null,
      created_at: member.createdAt.toISOString(),
    };
    return [
      {
        file: 'profil.json',
        title: 'Mon profil',
        rows: [profile],
        media: [member.profilePicture, member.coverPicture].flatMap(
          (path) => keyOfMediaPath(path) ?? [],
        ),
      },
      {
        file: 'photos-de-profil.json',
        title: 'Mes photos de profil et de couverture',
        rows: pictures,
        media: paths.flatMap((path) => keyOfMediaPath(path) ?? []),
      },
    ];
  },
};
