/**
 * What a route asks of the signed-in layout through its `handle` (DefaultLayout.tsx). A route's
 * handle counts when any route matched on the way to the page sets it.
 */
export interface LayoutHandle {
  /** The page takes the right context column's room (profiles, an event's page…). */
  wide?: boolean;
  /**
   * The left column gives way at every width (UI.md: wide content gets room): the member's card
   * and menu open as the drawer from the header's menu button, as on a phone, and the page takes
   * the whole container (messaging, the agenda, the settings).
   */
  roomy?: boolean;
  /**
   * The page draws the footer links itself (the settings layout, spec §2): the left column
   * leaves its own row out, so that the links appear once.
   */
  ownFooter?: boolean;
}

/** The layout's shape for a page, from the handles of the routes matched. */
export interface LayoutShape {
  /** The left column stands in the page from 992 px (else it is a drawer at every width). */
  column: boolean;
  /** The right context column is shown. */
  context: boolean;
  /** The left column ends with the footer links. */
  footer: boolean;
  /** The main column's classes. */
  main: string;
}

export function layoutOf(handles: readonly unknown[]): LayoutShape {
  const asks = (key: keyof LayoutHandle) =>
    handles.some((handle) => Boolean((handle as LayoutHandle | undefined)?.[key]));
  const column = !asks('roomy');
  const context = column && !asks('wide');
  return {
    column,
    context,
    footer: !asks('ownFooter'),
    main: !column ? 'col-12' : context ? 'col-md-8 col-lg-6' : 'col-lg-9',
  };
}
