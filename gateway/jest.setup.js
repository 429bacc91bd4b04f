// Tests start a real rest-api process and a real gateway; allow them time (no test asserts on timing).
jest.setTimeout(120_000);
