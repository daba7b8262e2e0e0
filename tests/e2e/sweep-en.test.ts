/** Every back-office screen in English, on a desktop and a phone (tests/support/sweep-suite.ts). */
import { sweepSuite } from '../support/sweep-suite.ts';

sweepSuite('en');
