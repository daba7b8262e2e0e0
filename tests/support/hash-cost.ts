/**
 * The test harness hashes passwords at scrypt N=2^14 instead of the default 2^17 (~50 ms instead of
 * ~410 ms a hash): the suite logs in hundreds of times. One security test checks the default itself.
 */
export const TEST_PASSWORD_HASH_LOG_N = 14;
