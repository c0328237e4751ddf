/**
 * For unit tests of windowed tables: jsdom lays nothing out (every size reads 0), so the virtualiser would see a
 * viewport of no height. As @tanstack/react-virtual's own tests do, this gives elements sizes: every element is
 * `viewportPx` high inside (clientHeight, what the scroll box's viewport is read from), `rowPx` high outside
 * (offsetHeight, what a measured row reads), and scrolls far enough for any row. Answers the undo.
 */
export function stubTableLayout({ viewportPx, rowPx }: { viewportPx: number; rowPx: number }): () => void {
  const sizes: Record<string, number> = { clientHeight: viewportPx, offsetHeight: rowPx, scrollHeight: 1e9 };
  const saved = Object.keys(sizes).map((name): [string, PropertyDescriptor | undefined] => [
    name,
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, name),
  ]);
  for (const [name, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else Reflect.deleteProperty(HTMLElement.prototype, name);
    }
  };
}
