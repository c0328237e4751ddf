import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { PreparedModal } from './PreparedModal';

function Page(props: { readonly onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button onClick={() => setOpen(true)}>Open</button>
      <PreparedModal
        isOpen={open}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
        titleId="prepared-title"
      >
        <h1 id="prepared-title">Ready</h1>
        <button>Inside</button>
      </PreparedModal>
    </main>
  );
}

describe('a prepared modal', () => {
  it('is in the page while closed but hidden from people and screen readers', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
    expect(getComputedStyle(screen.getByText('Ready')).visibility).toBe('hidden');
  });

  it('opens at once, then takes the focus to its first control and hides the page behind from screen readers', async () => {
    render(<Page />);
    const page = document.body.firstElementChild;
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Ready' });
    expect(getComputedStyle(dialog).visibility).toBe('visible');
    // Once the frame showing it is drawn.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
    expect(page?.getAttribute('aria-hidden')).toBe('true');
    expect(document.body.classList).toContain('pf-v6-c-backdrop__open');
  });

  it('closes on Escape only while open, giving the page back and the focus to what opened it', async () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.firstElementChild?.hasAttribute('aria-hidden')).toBe(false);
    expect(document.body.classList).not.toContain('pf-v6-c-backdrop__open');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes by its close button', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
