import { DUPLICATE_MESSAGE, INVALID_INPUT_MESSAGE, errorFromUpstreamResponse } from './error-mapping';

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

  describe("the common error shapes of /setup servers that are not ours (DESIGN §1): never a wrong reason, never a driver's text, field paths kept", () => {
    test("MongoDB's duplicate key (a 409 with only a message) is DUPLICATE on the key's field, without the driver's text", () => {
      const error = errorFromUpstreamResponse(409, '', { message: 'E11000 duplicate key error collection: backoffice.grades index: name_1 dup key: { name: "Senior" }' });
      expect(error.message).toBe(DUPLICATE_MESSAGE);
      expect(error.extensions).toEqual({ code: 'CONFLICT', reason: 'DUPLICATE', fieldErrors: [{ field: 'name', message: DUPLICATE_MESSAGE }] });
    });

    test("PostgreSQL's and MySQL's duplicate keys alike; one that names no field is DUPLICATE on the whole record", () => {
      const postgres = errorFromUpstreamResponse(409, '', { message: 'duplicate key value violates unique constraint "grades_name_key" Key (name)=(Senior) already exists.' });
      expect(postgres.extensions).toEqual({ code: 'CONFLICT', reason: 'DUPLICATE', fieldErrors: [{ field: 'name', message: DUPLICATE_MESSAGE }] });
      const mysql = errorFromUpstreamResponse(409, '', { message: "ER_DUP_ENTRY: Duplicate entry 'Senior' for key 'grades.name'" });
      expect(mysql.extensions).toEqual({ code: 'CONFLICT', reason: 'DUPLICATE', fieldErrors: [{ field: 'name', message: DUPLICATE_MESSAGE }] });
      const unnamed = errorFromUpstreamResponse(500, '', { message: 'MongoServerError: E11000 duplicate key error' });
      expect(unnamed.message).toBe(DUPLICATE_MESSAGE);
      expect(unnamed.extensions).toEqual({ code: 'UPSTREAM' });
    });

    test('a mongoose validation answer keeps one field error per path, in sentences instead of its own texts', () => {
      const error = errorFromUpstreamResponse(400, '', {
        message: 'Customer validation failed: name: Path `name` is required., contacts.0.phone: Phone is not valid.',
        name: 'ValidationError',
        _message: 'Customer validation failed',
        errors: {
          name: { name: 'ValidatorError', message: 'Path `name` is required.', kind: 'required', path: 'name', properties: {} },
          'contacts.0.phone': { name: 'ValidatorError', message: 'Phone is not valid.', kind: 'user defined', path: 'contacts.0.phone' },
          level: { name: 'CastError', message: 'Cast to Number failed for value "high" (type string) at path "level"', kind: 'Number', path: 'level' },
        },
      });
      expect(error.message).toBe(INVALID_INPUT_MESSAGE);
      expect(error.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { field: 'name', message: 'This field is required.' },
          { field: 'contacts.0.phone', message: 'Phone is not valid.' },
          { field: 'level', message: 'This value is not valid.' },
        ],
      });
    });

    test("a mongoose cast error (a bad id) is a field error on its path, without the driver's text", () => {
      const error = errorFromUpstreamResponse(400, '', {
        message: 'Cast to ObjectId failed for value "x" (type string) at path "_id" for model "Grade"',
        name: 'CastError',
        kind: 'ObjectId',
        path: '_id',
        value: 'x',
      });
      expect(error.message).toBe(INVALID_INPUT_MESSAGE);
      expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: '_id', message: 'This value is not valid.' }] });
    });

    test('a plain-text or empty 409 has no reason rather than a wrong one, and the status text', () => {
      for (const body of ['Conflict: duplicate', '', undefined, null, {}]) {
        const error = errorFromUpstreamResponse(409, '', body);
        expect(error.extensions).toEqual({ code: 'CONFLICT' });
        expect(error.message).toBe('Conflict');
      }
    });

    test('a 409 with a message written for a user and nothing else is the contract\'s "still referenced"', () => {
      const error = errorFromUpstreamResponse(409, '', { message: 'This grade is used by 3 employees and cannot be deleted.' });
      expect(error.extensions).toEqual({ code: 'CONFLICT', reason: 'REFERENCED' });
      expect(error.message).toBe('This grade is used by 3 employees and cannot be deleted.');
    });

    test("a driver's text of another kind is never passed on (the status text instead)", () => {
      expect(errorFromUpstreamResponse(500, '', { message: 'MongoNetworkError: connection 4 to 10.0.0.7:27017 closed' }).message).toBe('Internal Server Error');
      expect(errorFromUpstreamResponse(400, '', { message: 'SQLSTATE 22P02 invalid input syntax' }).message).toBe('Bad Request');
    });

    test('our own shape is unchanged: its message, its field errors and its reason', () => {
      const error = errorFromUpstreamResponse(409, '', { message: 'A grade with this name already exists.', errors: [{ field: 'name', message: 'Taken.' }], reason: 'DUPLICATE' });
      expect(error.message).toBe('A grade with this name already exists.');
      expect(error.extensions).toEqual({ code: 'CONFLICT', reason: 'DUPLICATE', fieldErrors: [{ field: 'name', message: 'Taken.' }] });
    });
  });
});
