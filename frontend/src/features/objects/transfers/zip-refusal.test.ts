import { refusalIn } from './useDownloads';

/** A frame in the page showing `text` as its document, as the browser shows a JSON answer. */
function frameShowing(text: string | undefined): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  if (text !== undefined) frame.contentDocument?.body.append(text);
  return frame;
}

describe('refusalIn (the ZIP download frame)', () => {
  afterEach(() => document.body.replaceChildren());

  it('reads the API error a refused ZIP left in the frame', () => {
    const body = {
      code: 429,
      message: 'Too many ZIP downloads at once',
      detailedMessage: 'At most 4 (CONSOLE_LIMIT_ZIP_DOWNLOADS).',
    };
    const refusal = refusalIn(frameShowing(JSON.stringify(body)));
    expect(refusal).toMatchObject({ status: 429, message: body.message, detailedMessage: body.detailedMessage });
  });

  it('finds nothing in a frame that started a download or shows something else', () => {
    expect(refusalIn(frameShowing(undefined))).toBeUndefined();
    expect(refusalIn(frameShowing('PK\u0003\u0004'))).toBeUndefined();
    expect(refusalIn(frameShowing('{"code":"x"}'))).toBeUndefined();
    expect(refusalIn(frameShowing('null'))).toBeUndefined();
  });
});
