// Opening PGlite and hashing with argon2 take seconds on a 2-core machine: jest's 5 s default is too short
// for beforeAll hooks. This is a limit against hangs, not a timing assertion.
jest.setTimeout(60_000);
