import { startSharedRestApi } from './shared-rest-api';

/** jest `globalSetup` of the gateway project: the rest-api its test files share (testing/shared-rest-api.ts). */
export default startSharedRestApi;
