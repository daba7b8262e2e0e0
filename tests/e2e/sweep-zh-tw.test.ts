/** Every back-office screen in Traditional Chinese, on a desktop and a phone (tests/support/sweep-suite.ts). */
import { sweepSuite } from '../support/sweep-suite.ts';

sweepSuite('zh-TW');
