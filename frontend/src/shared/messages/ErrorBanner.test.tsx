import '../../testing/test-ids';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ErrorBanner } from './ErrorBanner';

function BannerUnderTest({ detail }: { detail?: string }) {
  const [shown, setShown] = useState(true);
  return shown ? <ErrorBanner title="Invalid login" detail={detail} onClose={() => setShown(false)} /> : null;
}

const banner = () => screen.queryByTestId('error-banner');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ErrorBanner', () => {
  it('hides itself 10 s after it appears when the pointer never comes', () => {
    render(<BannerUnderTest />);
    advance(9_999);
    expect(banner()).not.toBeNull();
    advance(1);
    expect(banner()).toBeNull();
  });

  it('stays while hovered and hides 10 s after the pointer leaves', () => {
    render(<BannerUnderTest />);
    advance(5_000);
    fireEvent.mouseEnter(banner() as HTMLElement);
    advance(60_000);
    expect(banner()).not.toBeNull();
    fireEvent.mouseLeave(banner() as HTMLElement);
    advance(9_999);
    expect(banner()).not.toBeNull();
    advance(1);
    expect(banner()).toBeNull();
  });

  it('stays while keyboard focus is inside it', () => {
    render(<BannerUnderTest detail="The key is wrong" />);
    fireEvent.focus(screen.getByRole('button', { name: 'Details' }));
    advance(30_000);
    expect(banner()).not.toBeNull();
  });

  it('closes with its close button', () => {
    render(<BannerUnderTest />);
    fireEvent.click(screen.getByRole('button', { name: 'Close message: Invalid login' }));
    expect(banner()).toBeNull();
  });

  it('shows the detailed message only after the Details toggle', () => {
    render(<BannerUnderTest detail="The signature does not match" />);
    const toggle = screen.getByRole('button', { name: 'Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('error-detailed-message').closest('[hidden]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('error-detailed-message').closest('[hidden]')).toBeNull();
  });

  it('has no Details toggle without a detailed message', () => {
    render(<BannerUnderTest />);
    expect(screen.queryByRole('button', { name: 'Details' })).toBeNull();
  });
});
