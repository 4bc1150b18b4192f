/**
 * The build with visit counting on, beside the main one (package.json, test): the sample
 * content with `--goatcounter` set to a counter no test reaches (the browser answers it).
 */
export const COUNTING_BUILD = 'build/counting'
/** The counter it names (scripts/test-builds.mjs makes the build). */
export { TEST_COUNTER } from '../scripts/test-builds.mjs'
