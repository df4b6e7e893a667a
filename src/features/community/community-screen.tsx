import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isHttpUrl } from '../../components/browser-location';
import { Spinner } from '../../components/spinner';
import { visuallyHidden } from '../../components/visually-hidden';
import type { PublishedImage } from '../../types/api';
import { useGetPublishedImagesQuery } from './community-api';
import { Trans, useLingui } from '@lingui/react/macro';

const GalleryItem = ({ image }: { image: PublishedImage }) => {
  const { t } = useLingui();
  const { userName } = image;
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        aspectRatio: '1',
        bgcolor: 'action.hover',
        '& .caption': { opacity: 0, transition: 'opacity 150ms' },
        '&:hover .caption, &:focus-within .caption': { opacity: 1 },
        '@media (hover: none)': { '& .caption': { opacity: 1 } },
      }}
    >
      <Box
        component="a"
        href={image.imageUrl}
        target="_blank"
        rel="noopener noreferrer"
        sx={{
          display: 'block',
          width: '100%',
          height: '100%',
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
        }}
      >
        <Box
          component="img"
          src={image.imageUrl}
          alt={t`Image by ${userName}`}
          loading="lazy"
          decoding="async"
          width={512}
          height={512}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <Box
          className="caption"
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            px: 1.5,
            py: 1,
            bgcolor: 'rgb(0 0 0 / 0.7)',
            color: '#fff',
          }}
        >
          <Typography variant="caption" component="p">
            <Trans>Created by</Trans>
          </Typography>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            <bdi>{image.userName}</bdi>
          </Typography>
          <Box component="span" sx={visuallyHidden}>
            <Trans>(opens in a new tab)</Trans>
          </Box>
        </Box>
      </Box>
    </Box>
  );
};

export const CommunityScreen = () => {
  const {
    data: images,
    isLoading,
    isError,
  } = useGetPublishedImagesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const { t } = useLingui();
  if (isLoading) return <Spinner fullScreen label={t`Loading community images`} />;
  // an address that is not http(s) is never linked or shown
  const shown = (images ?? []).filter((image) => isHttpUrl(image.imageUrl));
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        <Trans>Community Images</Trans>
      </Typography>
      {shown.length > 0 ? (
        <Box
          component="ul"
          aria-label={t`Published images`}
          sx={{
            display: 'grid',
            gap: 2,
            p: 0,
            m: 0,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
          }}
        >
          {shown.map((image, i) => (
            <GalleryItem key={`${image.imageUrl}-${i}`} image={image} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 8 }}>
          {/* empty only when the server said so */}
          {!images && isError ? t`The images could not be loaded.` : t`No images Available.`}
        </Typography>
      )}
    </Box>
  );
};

export default CommunityScreen;
