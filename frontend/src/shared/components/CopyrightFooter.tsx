import { Content } from '@patternfly/react-core';
import { componentsStrings } from './components.strings';

/** The copyright line under full-page screens (login, 404). */
export function CopyrightFooter() {
  return (
    <Content component="small" data-test="copyright">
      {componentsStrings.copyright(new Date().getFullYear())}
    </Content>
  );
}
