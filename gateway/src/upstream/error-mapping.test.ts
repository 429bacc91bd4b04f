import { errorFromUpstreamResponse } from './error-mapping';

describe('errorFromUpstreamResponse (DESIGN §3, spec §8)', () => {
  test.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'TOO_MANY_REQUESTS'],
    [422, 'UPSTREAM'],
    [500, 'UPSTREAM'],
    [503, 'UPSTREAM'],
  ])('status %i → %s', (status, code) => {
    const error = errorFromUpstreamResponse(status, 'Status Text', { message: 'From the body' });
    expect(error.extensions).toEqual(status === 409 ? { code, reason: 'REFERENCED' } : { code });
    expect(error.status).toBe(status);
    expect(error.message).toBe('From the body');
  });

  test('without a body message: the status text, else the standard text', () => {
    expect(errorFromUpstreamResponse(502, 'Bad Gateway Custom', '<html>oops</html>').message).toBe('Bad Gateway Custom');
    expect(errorFromUpstreamResponse(502, '', { message: '' }).message).toBe('Bad Gateway');
    expect(errorFromUpstreamResponse(599, '', null).message).toBe('Error 599');
  });

  test('keeps only well-formed field errors and nothing else of the body', () => {
    const error = errorFromUpstreamResponse(400, 'Bad Request', {
      message: 'Invalid',
      errors: [{ field: 'name', message: 'Required', extra: 1 }, { field: 3 }, 'junk'],
      stack: 'Error at /srv/app.js:1',
      url: 'http://internal/',
    });
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'name', message: 'Required' }] });
    expect(JSON.stringify(error.toJSON())).not.toMatch(/internal|app\.js/);
  });

  test.each([
    [[{ field: '__v', message: 'Changed by someone else' }], 'STALE_VERSION'],
    [[{ field: 'name', message: 'Taken' }], 'DUPLICATE'],
    [[], 'REFERENCED'],
    [[{ field: 'status', message: 'Already approved' }], 'INVALID_STATE'],
    [[{ field: 'items.1.quantity', message: 'Only 1 in stock of Projector; 2 requested.' }], 'OUT_OF_STOCK'],
  ])('a 409 without a reason, with field errors %j, has reason %s (a server that sends no reason)', (errors, reason) => {
    expect(errorFromUpstreamResponse(409, 'Conflict', { message: 'No', errors }).extensions.reason).toBe(reason);
  });

  test.each(['STALE_VERSION', 'INVALID_STATE', 'OUT_OF_STOCK', 'DUPLICATE', 'REFERENCED'])("a 409 body's reason %s wins over the field errors", (reason) => {
    const error = errorFromUpstreamResponse(409, 'Conflict', { message: 'No', reason, errors: [{ field: 'name', message: 'x' }] });
    expect(error.extensions.reason).toBe(reason);
  });

  test('an unknown reason is ignored (the field errors decide); a reason outside a 409 is never kept', () => {
    expect(errorFromUpstreamResponse(409, 'Conflict', { message: 'No', reason: 'MOON_PHASE', errors: [{ field: '__v', message: 'x' }] }).extensions.reason).toBe('STALE_VERSION');
    expect(errorFromUpstreamResponse(400, 'Bad Request', { message: 'No', reason: 'STALE_VERSION' }).extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });

  test("a 429's delay becomes extensions.retryAfter (whole seconds); other statuses never carry one", () => {
    const throttled = errorFromUpstreamResponse(429, 'Too Many Requests', { message: 'Too many failed sign-ins. Wait 42 seconds and try again, or reset your password.' }, 42);
    expect(throttled.extensions).toEqual({ code: 'TOO_MANY_REQUESTS', retryAfter: 42 });
    expect(throttled.message).toMatch(/Wait 42 seconds/);
    expect(errorFromUpstreamResponse(429, '', {}).extensions).toEqual({ code: 'TOO_MANY_REQUESTS' });
    expect(errorFromUpstreamResponse(503, '', {}, 10).extensions).toEqual({ code: 'UPSTREAM' });
    expect(throttled.withFieldNames({}).retryAfter).toBe(42);
  });

  test('field errors can be renamed to the GraphQL input names', () => {
    const error = errorFromUpstreamResponse(409, 'Conflict', { message: 'No', errors: [{ field: '__v', message: 'Stale' }] });
    expect(error.withFieldNames({ __v: 'version' }).extensions).toEqual({
      code: 'CONFLICT',
      reason: 'STALE_VERSION',
      fieldErrors: [{ field: 'version', message: 'Stale' }],
    });
  });
});
