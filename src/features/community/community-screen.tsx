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
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="a"
        href={image.imageUrl}
        target="_blank"
        rel="noopener noreferrer"
        sx={{
          display: 'block',
          color: 'inherit',
          textDecoration: 'none',
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
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '1',
            objectFit: 'cover',
            bgcolor: 'action.hover',
          }}
        />
        {/* under the image, always there: a caption over it hid its foot, or needed a hover */}
        <Box sx={{ px: 1.5, py: 1 }}>
          <Typography variant="caption" component="p" color="text.secondary">
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
