import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { Drawer } from '@/shared/ui/Drawer';
import { Icon } from '@/shared/ui/Icon';
import { biList } from '@/shared/ui/icons.generated';
import { SettingsMenu } from './SettingsMenu';
import './settings.css';
import '@/features/settings/settings.texts';

/**
 * The settings layout (spec §2): a left side menu of links, an off-canvas drawer under 992 px
 * opened by the 'Menu des paramètres' button above the page, and the footer links.
 */
export function SettingsLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState(location.pathname);

  // Following a link of the drawer closes it.
  if (path !== location.pathname) {
    setPath(location.pathname);
    setOpen(false);
  }

  return (
    <div className="settings-layout row g-4">
      <div className="col-lg-4 col-xl-3">
        <button
          type="button"
          className="btn btn-outline-secondary d-lg-none settings-drawer-toggle"
          aria-controls="settings-drawer"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <Icon svg={biList} className="me-2" />
          {t('settings.openMenu')}
        </button>
        <Drawer
          id="settings-drawer"
          responsive="lg"
          placement="start"
          show={open}
          onHide={() => setOpen(false)}
          title={t('settings.title')}
          titleId="settings-drawer-title"
          titleClassName="offcanvas-title h5 fw-bold"
          bodyClassName="d-block p-3 p-lg-0"
        >
          <SettingsMenu />
        </Drawer>
      </div>
      <div className="col-lg-8 col-xl-9 settings-content">
        <Outlet />
      </div>
    </div>
  );
}
