import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WIDGET_CATALOGUE } from './widget-catalogue';

/**
 * The early bundle starts the Usage tab's widget GETs before `/admin/info` lists the widgets, from ids it holds
 * itself (frontend/src/features/dashboard/dashboard-early-gets.ts, which cannot import the server's catalogue): they
 * must be the catalogue's Usage widgets in its order, or the page would ask for others and the early answers be lost.
 */
describe("the early bundle's Usage widget ids", () => {
  it("are the catalogue's Usage widgets, in its order", () => {
    const source = readFileSync(
      join(__dirname, '..', '..', '..', '..', 'frontend', 'src', 'features', 'dashboard', 'dashboard-early-gets.ts'),
      'utf8',
    );
    const list = /USAGE_WIDGET_IDS[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1];
    expect(list).toBeDefined();
    const ids = (list ?? '').split(',').map((id) => Number(id.trim()));
    expect(ids).toEqual(WIDGET_CATALOGUE.filter((widget) => widget.group === 'usage').map((widget) => widget.id));
  });
});
