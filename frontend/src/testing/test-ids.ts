import { configure } from '@testing-library/react';

// The project marks what tests touch with data-test (STYLEGUIDE.md), as Playwright is configured to read it.
configure({ testIdAttribute: 'data-test' });
