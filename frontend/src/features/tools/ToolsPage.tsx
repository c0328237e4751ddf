import { Button, Card, CardBody, CardFooter, CardTitle, Gallery, PageSection } from '@patternfly/react-core';
import type { PageId } from '@contract/generated/api';
import { useCurrentSession } from '../../api/session.queries';
import { PageHeading } from '../../shared/components/PageHeading';
import { RouterLink } from '../../shared/components/RouterLink';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { toolsStrings as strings } from './tools.strings';

type Tile = keyof typeof strings.tiles;

/** The six tiles of spec 03 §2, in its order, with the page each opens. */
const TILES: readonly (readonly [Tile, PageId])[] = [
  ['logs', '/tools/logs'],
  ['auditLogs', '/tools/audit-logs'],
  ['watch', '/tools/watch'],
  ['trace', '/tools/trace'],
  ['heal', '/tools/heal'],
  ['diagnostics', '/tools/diagnostics'],
];

/** /tools: a tile per tool the session may open (a tool it may not open has no tile). */
export function ToolsPage() {
  useDocumentTitle(strings.title);
  const { pages } = useCurrentSession();
  const shown = TILES.filter(([, page]) => pages.includes(page));
  return (
    <>
      <PageHeading title={strings.title} />
      <PageSection isFilled>
        <Gallery hasGutter minWidths={{ default: '260px' }}>
          {shown.map(([tile, page]) => (
            <Card key={tile} isCompact data-test={`tool-${tile}`}>
              <CardTitle>{strings.tiles[tile].title}</CardTitle>
              <CardBody>{strings.tiles[tile].text}</CardBody>
              <CardFooter>
                <Button variant="secondary" component={RouterLink} href={page}>
                  {strings.open(strings.tiles[tile].title)}
                </Button>
              </CardFooter>
            </Card>
          ))}
        </Gallery>
      </PageSection>
    </>
  );
}
