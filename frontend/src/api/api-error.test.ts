import { ApiRequestError, describeError, errorFromResponse, networkError } from './api-error';

describe('errorFromResponse', () => {
  it('takes message and detailedMessage from the body, first letters capitalised', () => {
    const error = errorFromResponse(401, { code: 401, message: 'invalid login', detailedMessage: 'the key is wrong' });
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid login');
    expect(error.detailedMessage).toBe('The key is wrong');
  });

  it("defaults the message to 'Error {status}' when the body has none", () => {
    expect(errorFromResponse(502, '<html>Bad Gateway</html>').message).toBe('Error 502');
    expect(errorFromResponse(500, undefined).message).toBe('Error 500');
    expect(errorFromResponse(503, { message: '   ' }).message).toBe('Error 503');
  });

  it('drops a detailed message identical to the message', () => {
    expect(errorFromResponse(400, { message: 'Bad bucket', detailedMessage: 'bad bucket' }).detailedMessage).toBe(
      undefined,
    );
    expect(errorFromResponse(400, { message: 'Bad bucket', detailedMessage: '' }).detailedMessage).toBe(undefined);
  });

  it('ignores fields of the wrong type', () => {
    const error = errorFromResponse(418, { message: 42, detailedMessage: ['x'] });
    expect(error.message).toBe('Error 418');
    expect(error.detailedMessage).toBe(undefined);
  });
});

describe('networkError', () => {
  it('has no status and keeps the cause as the detail', () => {
    const error = networkError(new TypeError('Failed to fetch'));
    expect(error.status).toBe(undefined);
    expect(error.message).toBe('The console backend cannot be reached');
    expect(error.detailedMessage).toBe('Failed to fetch');
  });
});

describe('describeError', () => {
  it('describes API errors, plain errors and anything else', () => {
    expect(describeError(new ApiRequestError(500, 'Boom', 'Stack'))).toEqual({
      message: 'Boom',
      detailedMessage: 'Stack',
    });
    expect(describeError(new ApiRequestError(500, 'Boom', undefined))).toEqual({ message: 'Boom' });
    expect(describeError(new Error('oops'))).toEqual({ message: 'Oops' });
    expect(describeError('weird')).toEqual({ message: 'Something went wrong' });
  });
});
