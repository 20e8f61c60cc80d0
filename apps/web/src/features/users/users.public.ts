// The users feature's front door for light things (ADR 0002): its queries and hooks. Its
// components and texts are users.ui.ts; the addresses its data come from, users.urls.ts.
export {
  memberListQueryOptions,
  memberQueryOptions,
  memberSearchQueryOptions,
  useProfile,
  useRouteMember,
  usersKeys,
  userFilesQueryOptions,
  useUpdateProfile,
  useUploadPicture,
} from './users.queries';
