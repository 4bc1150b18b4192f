/**
 * The build with visit counting on, beside the main one (package.json, test): the sample
 * content with `--goatcounter` set to a counter no test reaches (the browser answers it), and
 * `--recaptcha` set to a site key (the browser answers Google's script with a stand-in).
 */
export const COUNTING_BUILD = 'build/counting'
/** The counter and the reCAPTCHA site key it names (scripts/test-builds.mjs makes the build). */
export { TEST_COUNTER, TEST_RECAPTCHA_KEY } from '../scripts/test-builds.mjs'
