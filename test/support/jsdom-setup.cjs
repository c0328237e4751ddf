// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// findBy…/waitFor give up after 1 s by default; on the 2-core CI machine, with servers starting beside the unit
// tests, a first render can take longer. A deadline, not a timing assertion: a passing test is as fast as before.
require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 });
