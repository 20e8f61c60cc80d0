import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { describe, expect, it } from 'vitest';
import { AppModal } from './AppModal';
import { MenuButton } from './MenuButton';
import { MenuItem } from './MenuItems';

function Dialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <AppModal show={show} onHide={onClose} aria-label="Modifier la publication">
      <Modal.Body>
        <button type="button" onClick={onClose}>
          Fermer
        </button>
      </Modal.Body>
    </AppModal>
  );
}

async function closeDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('a dialog gives the focus back to what opened it', () => {
  it('to its opener, a plain button', async () => {
    function Page() {
      const [show, setShow] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShow(true)}>
            Ouvrir
          </button>
          <Dialog show={show} onClose={() => setShow(false)} />
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    opener.focus();
    fireEvent.click(opener);
    await closeDialog();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('to the menu’s button, when opened from a menu entry', async () => {
    function Page() {
      const [show, setShow] = useState(false);
      return (
        <>
          <MenuButton aria-label="Options de la publication" toggle="…">
            <MenuItem onClick={() => setShow(true)}>Modifier</MenuItem>
          </MenuButton>
          <Dialog show={show} onClose={() => setShow(false)} />
        </>
      );
    }
    render(<Page />);
    const toggle = screen.getByRole('button', { name: 'Options de la publication' });
    toggle.focus();
    fireEvent.click(toggle, { detail: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    await closeDialog();
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it('to the menu’s button when the opener, in a panel that closed meanwhile, is gone', async () => {
    function Page() {
      const [show, setShow] = useState(false);
      return (
        <>
          <MenuButton aria-label="Notifications" toggle="…" panel>
            {/* A panel's own button (not an entry): the panel stays open under the dialog. */}
            <button type="button" className="btn" onClick={() => setShow(true)}>
              Tout effacer
            </button>
          </MenuButton>
          <Dialog show={show} onClose={() => setShow(false)} />
        </>
      );
    }
    render(<Page />);
    const toggle = screen.getByRole('button', { name: 'Notifications' });
    toggle.focus();
    fireEvent.click(toggle, { detail: 0 });
    const opener = screen.getByRole('button', { name: 'Tout effacer' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog');
    // A click in the dialog is outside the menu: the panel closes, its button goes with it.
    fireEvent.click(document.body);
    await waitFor(() => expect(opener.isConnected).toBe(false));
    await closeDialog();
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it('to the opener drawn again, found by its id', async () => {
    function Page() {
      const [show, setShow] = useState(false);
      const [round, setRound] = useState(0);
      return (
        <>
          <button key={round} id="ouvrir" type="button" onClick={() => setShow(true)}>
            Ouvrir
          </button>
          <Dialog
            show={show}
            onClose={() => {
              setRound((value) => value + 1);
              setShow(false);
            }}
          />
        </>
      );
    }
    render(<Page />);
    const first = screen.getByRole('button', { name: 'Ouvrir' });
    first.focus();
    fireEvent.click(first);
    await closeDialog();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ouvrir' })),
    );
    expect(first.isConnected).toBe(false);
  });
});
