import type {
  Album,
  AlbumItem,
  AlbumItemPage,
  AlbumRemovalDecisionBody,
  CreateAlbumBody,
  UpdateAlbumBody,
} from '@koinonia/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { albumsKeys, albumsUrl, albumUrl, itemUrl } from './albums.queries';

/** POST /api/albums/: a member's, a group's or an event's new album. */
export function useCreateAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAlbumBody) =>
      apiRequest<Album>(`${albumsUrl}/`, { method: 'POST', body }),
    onSuccess: (album) => {
      queryClient.setQueryData(albumsKeys.detail(album.id), album);
      void queryClient.invalidateQueries({ queryKey: albumsKeys.lists() });
    },
  });
}

/** PATCH /api/albums/{id}/ (its owner): title, description, audience, contributors, cover. */
export function useUpdateAlbum(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAlbumBody) =>
      apiRequest<Album>(albumUrl(id), { method: 'PATCH', body }),
    onSuccess: (album) => {
      queryClient.setQueryData(albumsKeys.detail(id), album);
      void queryClient.invalidateQueries({ queryKey: albumsKeys.lists() });
    },
  });
}

/** DELETE /api/albums/{id}/ (its owner). */
export function useDeleteAlbum(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(albumUrl(id), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: albumsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: albumsKeys.lists() });
    },
  });
}

/** Once items changed: the album (count, cover) and the lists are asked for again. */
export function useAlbumChanged(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: albumsKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: albumsKeys.lists() }),
    ]);
}

/** The album's loaded items, each page changed by `change` (an item replaced or dropped). */
function useEditItems(id: string) {
  const queryClient = useQueryClient();
  return (change: (items: AlbumItem[]) => AlbumItem[]) =>
    queryClient.setQueryData<InfiniteData<AlbumItemPage>>(albumsKeys.items(id), (data) =>
      data
        ? { ...data, pages: data.pages.map((page) => ({ ...page, results: change(page.results) })) }
        : data,
    );
}

/** DELETE /api/albums/{id}/items/{itemId}/ (who added it, or the owner). */
export function useRemoveItem(id: string) {
  const editItems = useEditItems(id);
  const changed = useAlbumChanged(id);
  return useMutation({
    mutationFn: (itemId: string) => apiRequest<null>(itemUrl(id, itemId), { method: 'DELETE' }),
    onSuccess: (_, itemId) => {
      editItems((items) => items.filter((item) => item.id !== itemId));
      void changed();
    },
  });
}

/**
 * The image rights of an item (docs/adr/0018-albums.md): tag a member, remove a tag, ask
 * 'Retirer cette photo', and who added it decides. Each answers with the item as the member
 * now sees it (none once deleted), put in place in the album's items; the tagged list is asked
 * for again.
 */
export function useItemRights(id: string, itemId: string) {
  const queryClient = useQueryClient();
  const editItems = useEditItems(id);
  const changed = useAlbumChanged(id);
  const url = itemUrl(id, itemId);
  const settle = (item: AlbumItem | null) => {
    editItems((items) =>
      item
        ? items.map((other) => (other.id === item.id ? item : other))
        : items.filter((other) => other.id !== itemId),
    );
    void queryClient.invalidateQueries({ queryKey: albumsKeys.tagged() });
  };
  const tag = useMutation({
    mutationFn: (userId: string) =>
      apiRequest<AlbumItem>(`${url}tags/`, { method: 'POST', body: { user_id: userId } }),
    onSuccess: (item) => {
      settle(item);
      // The member tagged is no longer offered.
      void queryClient.invalidateQueries({ queryKey: albumsKeys.taggable(id, itemId) });
    },
  });
  const untag = useMutation({
    mutationFn: (userId: string) =>
      apiRequest<null>(`${url}tags/${encodeURIComponent(userId)}/`, { method: 'DELETE' }),
    onSuccess: (_, userId) => {
      editItems((items) =>
        items.map((item) =>
          item.id === itemId
            ? { ...item, tags: item.tags?.filter((one) => one.member.id !== userId) }
            : item,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: albumsKeys.tagged() });
    },
  });
  const askRemoval = useMutation({
    mutationFn: () => apiRequest<AlbumItem>(`${url}removal/`, { method: 'POST' }),
    onSuccess: settle,
  });
  const decide = useMutation({
    mutationFn: (body: AlbumRemovalDecisionBody) =>
      apiRequest<AlbumItem | null>(`${url}removal/decision/`, { method: 'POST', body }),
    onSuccess: (item) => {
      settle(item ?? null);
      if (!item) void changed();
    },
  });
  return { tag, untag, askRemoval, decide };
}

/**
 * PUT /api/albums/{id}/order/ (the owner) with every item's id in the new order: shown at
 * once, put back if the server refuses.
 */
export function useReorderItems(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: AlbumItem[]) =>
      apiRequest<AlbumItemPage>(`${albumUrl(id)}order/`, {
        method: 'PUT',
        body: { items: items.map((item) => item.id) },
      }),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: albumsKeys.items(id) });
      const before = queryClient.getQueryData<InfiniteData<AlbumItemPage>>(albumsKeys.items(id));
      queryClient.setQueryData<InfiniteData<AlbumItemPage>>(albumsKeys.items(id), {
        pages: [{ results: items, next: null }],
        pageParams: [''],
      });
      return { before };
    },
    onError: (_error, _items, context) => {
      if (context?.before) queryClient.setQueryData(albumsKeys.items(id), context.before);
    },
    onSuccess: (page) => {
      queryClient.setQueryData<InfiniteData<AlbumItemPage>>(albumsKeys.items(id), {
        pages: [page],
        pageParams: [''],
      });
      void queryClient.invalidateQueries({ queryKey: albumsKeys.detail(id) });
    },
  });
}
