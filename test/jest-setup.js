// Every Jest test hashes passwords with the test servers' cheap scrypt
// (N=2^10): the production cost (N=2^17) is checked by the one test that
// sets it back (lib/account/identity/local.test.ts).
process.env.TEST_FAST_PASSWORD_HASHING = "true";
