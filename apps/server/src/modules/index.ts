/**
 * MODULES: the one list of the server's modules (ADR 0003). app.ts builds and routes them,
 * the seed runner writes their demo content, OpenAPI takes their tags and the database learns
 * their notification types, all in this order. A new module is one folder and one line here.
 */
import type { AnyModule } from '../platform/module.ts';
import { accountModule } from './account/account.module.ts';
import { adminModule } from './admin/admin.module.ts';
import { authModule } from './auth/auth.module.ts';
import { celebrationsModule } from './celebrations/celebrations.module.ts';
import { albumsModule } from './albums/albums.module.ts';
import { communityModule } from './community/community.module.ts';
import { eventsModule } from './events/events.module.ts';
import { groupsModule } from './groups/groups.module.ts';
import { helpModule } from './help/help.module.ts';
import { mediaModule } from './media/media.module.ts';
import { newsModule } from './news/news.module.ts';
import { parishModule } from './parish/parish.module.ts';
import { messagingModule } from './messaging/messaging.module.ts';
import { moderationModule } from './moderation/moderation.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { prayersModule } from './prayers/prayers.module.ts';
import { publicationsModule } from './publications/publications.module.ts';
import { rotasModule } from './rotas/rotas.module.ts';
import { relationshipModule } from './relationship/relationship.module.ts';
import { rolesModule } from './roles/roles.module.ts';
import { searchModule } from './search/search.module.ts';
import { settingsModule } from './settings/settings.module.ts';
import { termsModule } from './terms/terms.module.ts';
import { usersModule } from './users/users.module.ts';
import { wishlistModule } from './wishlist/wishlist.module.ts';

export const MODULES: readonly AnyModule[] = [
  mediaModule,
  settingsModule,
  usersModule,
  termsModule,
  rolesModule,
  relationshipModule,
  authModule,
  notificationsModule,
  messagingModule,
  groupsModule,
  publicationsModule,
  eventsModule,
  albumsModule,
  newsModule,
  communityModule,
  celebrationsModule,
  helpModule,
  searchModule,
  moderationModule,
  wishlistModule,
  parishModule,
  prayersModule,
  rotasModule,
  adminModule,
  accountModule,
];
