import { api } from '../../app/api';
import type { PublishedImage, PublishedImagesResponse } from '../../types/api';

const communityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublishedImages: build.query<PublishedImage[], void>({
      query: () => '/user/published-images',
      transformResponse: (response: PublishedImagesResponse) => response.images,
      providesTags: ['PublishedImages'],
      // the gallery is public: this call carries no token
      extraOptions: { anonymous: true },
    }),
  }),
});

export const { useGetPublishedImagesQuery } = communityApi;
