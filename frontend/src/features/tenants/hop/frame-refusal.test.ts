import { frameRefusal } from './frame-refusal';

const doc = (contentType: string, text: string) => ({ contentType, body: { textContent: text } as HTMLElement });

describe('a framed tenant console the proxy refused', () => {
  it('reads the API error the proxy answered', () => {
    const body = JSON.stringify({ code: 409, message: 'Tenant t has no root credentials', detailedMessage: 'Why' });
    expect(frameRefusal(doc('application/json', body))).toEqual({
      message: 'Tenant t has no root credentials',
      detail: 'Why',
    });
  });

  it('leaves pages, other JSON and unreadable frames alone', () => {
    expect(frameRefusal(doc('text/html', '<p>console</p>'))).toBeUndefined();
    expect(frameRefusal(doc('application/json', '{"items":[]}'))).toBeUndefined();
    expect(frameRefusal(doc('application/json', 'not json'))).toBeUndefined();
    expect(frameRefusal(null)).toBeUndefined();
  });
});
