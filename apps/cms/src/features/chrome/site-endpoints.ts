import { api } from '@laurel/api-client';
import { apiUrl, type ReplyOf } from '@laurel/domain';

export interface SiteSummary {
  siteID: string;
  styleName: string;
  clientID: string;
}

/** Site search for internal users (docs/api.md GET /sites?term=), named `chrome…` after this feature. */
export const chromeApi = api.injectEndpoints({
  endpoints: (build) => ({
    chromeGetSites: build.query<SiteSummary[], string>({
      query: (term) => apiUrl('GET /sites', {}, { term }),
      transformResponse: (reply: ReplyOf<'GET /sites'>) => reply.sites,
    }),
  }),
});
