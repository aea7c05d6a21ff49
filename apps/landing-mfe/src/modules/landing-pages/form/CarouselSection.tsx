import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { FieldArray } from 'react-final-form-arrays';
import { IMAGE_SIZES, ImageUploadField, TextInput, useFormReadOnly } from '@backoffice/ui';
import { FILE_FOLDERS } from '@backoffice/validation';
import { LANDING_CAROUSEL_MAX } from '@backoffice/modules-landing';

/** Carousel slides: each a desktop and a mobile image (985x312 / 276x410) and an alt text. */
export function CarouselSection({ disabled }: { disabled?: boolean }) {
  const readOnly = useFormReadOnly();
  return (
    <FieldArray name="config.carousel">
      {({ fields }) => (
        <Stack spacing={2}>
          {fields.map((name, index) => (
            <Paper key={name} variant="outlined" sx={{ p: 2 }} role="group" aria-label={`Slide ${index + 1}`}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle1">Slide {index + 1}</Typography>
                {!readOnly && (
                  <Button color="error" size="small" disabled={disabled} onClick={() => fields.remove(index)}>
                    Remove slide {index + 1}
                  </Button>
                )}
              </Stack>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
                <ImageUploadField name={`${name}.desktopImage`} label={`Slide ${index + 1} desktop image`} folderName={FILE_FOLDERS.landingCarouselDesktop} size={IMAGE_SIZES.landingCarouselDesktop} />
                <ImageUploadField name={`${name}.mobileImage`} label={`Slide ${index + 1} mobile image`} folderName={FILE_FOLDERS.landingCarouselMobile} size={IMAGE_SIZES.landingCarouselMobile} />
              </Box>
              <TextInput name={`${name}.alt`} disabled={disabled} />
            </Paper>
          ))}
          {!readOnly && (<Box>
            <Button
              startIcon={<AddIcon />}
              disabled={disabled || (fields.length ?? 0) >= LANDING_CAROUSEL_MAX}
              onClick={() => fields.push({ desktopImage: '', mobileImage: '', alt: '' })}
            >
              Add slide
            </Button>
          </Box>)}
        </Stack>
      )}
    </FieldArray>
  );
}
