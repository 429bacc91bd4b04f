import { stopSharedRestApi } from './shared-rest-api';

/** jest `globalTeardown` of the gateway project: stops the shared rest-api (testing/shared-rest-api.ts). */
export default stopSharedRestApi;
