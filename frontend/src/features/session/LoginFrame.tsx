import {
  Flex,
  Login,
  LoginFooter,
  LoginHeader,
  LoginMainBody,
  LoginMainHeader,
  Content,
  Title,
} from '@patternfly/react-core';
import type { ReactNode } from 'react';
import { CopyrightFooter } from '../../shared/components/CopyrightFooter';
import { ProductLogo } from '../../shared/components/ProductLogo';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { ThemeToggle } from '../../shared/theme/ThemeToggle';
import { loginStrings } from './login.strings';
import './login-frame.css';

/** The frame of every screen outside the shell: logo and name, title, the theme switch, the product line, copyright. */
export function LoginFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(loginStrings.productName);
  return (
    <Login
      className="oc-login"
      header={
        <LoginHeader
          headerBrand={
            <Flex
              gap={{ default: 'gapMd' }}
              alignItems={{ default: 'alignItemsCenter' }}
              flexWrap={{ default: 'nowrap' }}
            >
              <ProductLogo size={48} />
              <Title headingLevel="h1" size="2xl" data-test="product-name">
                {loginStrings.productName}
              </Title>
            </Flex>
          }
        />
      }
      footer={
        <LoginFooter>
          <Content component="p">{loginStrings.tagline}</Content>
          <CopyrightFooter />
        </LoginFooter>
      }
      data-test="login-page"
    >
      <LoginMainHeader title={title} headerUtilities={<ThemeToggle />} />
      <LoginMainBody>{children}</LoginMainBody>
    </Login>
  );
}
