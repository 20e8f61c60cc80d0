import { matchRoutes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { routesFor } from '../compose-routes';
import { loadFeatures } from '../features';
import { layoutOf, type LayoutShape } from './layout-handle';

let shapeAt: (path: string) => LayoutShape;
beforeAll(async () => {
  const app = routesFor(await loadFeatures(), 'app');
  shapeAt = (path) => layoutOf((matchRoutes(app, path) ?? []).map((match) => match.route.handle));
});

describe("the signed-in layout's columns, by route (UI.md: wide content gets room)", () => {
  it.each(['/messaging', '/events', '/settings/account', '/settings/privacy'])(
    '%s: the left column gives way at every width, the page takes the container',
    (path) => {
      expect(shapeAt(path)).toMatchObject({ column: false, context: false, main: 'col-12' });
    },
  );

  it.each(['/feed/home', '/notifications', '/groups'])('%s keeps its three columns', (path) => {
    expect(shapeAt(path)).toEqual({
      column: true,
      context: true,
      footer: true,
      main: 'col-md-8 col-lg-6',
    });
  });

  it.each(['/profile/feed', '/feed/events', '/events/details'])(
    '%s keeps the left column and takes the context column’s room',
    (path) => {
      expect(shapeAt(path)).toMatchObject({ column: true, context: false, main: 'col-lg-9' });
    },
  );

  it('leaves the footer links to the settings, which draw their own (spec §2)', () => {
    expect(shapeAt('/settings/account').footer).toBe(false);
    expect(shapeAt('/messaging').footer).toBe(true);
  });
});
