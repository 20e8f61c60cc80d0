import { useEffect, useRef, useState } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';

/** The history state of an entry the viewer opened (so closing it goes back over it). */
const VIEWER_ENTRY = { albumViewer: true } as const;

const isViewerEntry = (state: unknown) =>
  (state as { albumViewer?: unknown } | null)?.albumViewer === true;

/** The address of this page with `?photo=` set to `id`, or without it. */
function withPhoto(location: Location, id: string | null) {
  const params = new URLSearchParams(location.search);
  if (id) params.set('photo', id);
  else params.delete('photo');
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
}

/**
 * The photo open in an album's viewer: the address's `?photo=` (a notification's link opens
 * it). Opening a photo from the grid adds a history entry, so the browser's Back closes the
 * viewer and shows the grid again (not the page before the album); moving to another photo
 * replaces that entry, and closing goes back over it. A link that arrives on `?photo=` gets the
 * grid's entry put under its own first, so Back from it shows the grid too.
 */
export function usePhotoParam(): {
  photo: string | null;
  setPhoto: (id: string | null) => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = new URLSearchParams(location.search).get('photo');
  const ours = isViewerEntry(location.state);
  // A link that arrived on a photo: the photo is held open while the grid's entry goes under it.
  const [arrived, setArrived] = useState(() => (inAddress && !ours ? inAddress : null));
  const started = useRef(false);
  useEffect(() => {
    if (!arrived || started.current) return;
    started.current = true;
    void (async () => {
      await navigate(withPhoto(location, null), { replace: true, preventScrollReset: true });
      await navigate(withPhoto(location, arrived), {
        state: VIEWER_ENTRY,
        preventScrollReset: true,
      });
      setArrived(null);
    })();
  }, [arrived, location, navigate]);

  const setPhoto = (id: string | null) => {
    if (id === null) {
      if (ours) void navigate(-1);
      else void navigate(withPhoto(location, null), { replace: true, preventScrollReset: true });
      return;
    }
    const open = inAddress !== null;
    void navigate(withPhoto(location, id), {
      replace: open,
      state: open ? location.state : VIEWER_ENTRY,
      preventScrollReset: true,
    });
  };
  return { photo: inAddress ?? arrived, setPhoto };
}
