// Every Jest test hashes passwords with the test servers' cheap scrypt
// (N=2^10): the production cost (N=2^17) is checked by the one test that
// sets it back (lib/account/identity/local.test.ts).
process.env.TEST_FAST_PASSWORD_HASHING = "true";

// Under `npm run coverage`, the scripts a test runs in a child process write
// their V8 coverage too (scripts/coverage.mjs reads it).
if (process.env.COVERAGE_DIR)
  process.env.NODE_V8_COVERAGE = `${process.env.COVERAGE_DIR}/children`;
