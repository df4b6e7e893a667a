import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { SavedPrompt } from './prompts-store';

/** The id of the list's option at `index`, for the field's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

export interface SlashListProps {
  listId: string;
  /** the prompts whose name holds what follows the slash; none says so */
  matches: readonly SavedPrompt[];
  /** the option the arrows are on */
  active: number;
  onChoose: (prompt: SavedPrompt) => void;
  onHover: (index: number) => void;
}

/** The `/` list above the prompt: names and first words of the saved prompts that match. */
export const SlashListView = ({ listId, matches, active, onChoose, onHover }: SlashListProps) => {
  const { t } = useLingui();
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'absolute',
        bottom: '100%',
        insetInline: 0,
        mb: 1,
        py: 0.5,
        maxHeight: '50vh',
        overflowY: 'auto',
        zIndex: 'appBar',
      }}
    >
      {matches.length > 0 ? (
        <Box
          component="ul"
          role="listbox"
          id={listId}
          aria-label={t`Saved prompts`}
          sx={{ m: 0, p: 0 }}
        >
          {matches.map((prompt, index) => (
            <Box
              component="li"
              key={prompt.id}
              id={optionId(listId, index)}
              role="option"
              aria-selected={index === active}
              // the field keeps the focus: a click chooses, it does not close the list first
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(prompt)}
              onMouseMove={() => index !== active && onHover(index)}
              sx={{
                listStyle: 'none',
                px: 2,
                py: 0.75,
                cursor: 'pointer',
                '&[aria-selected="true"]': { bgcolor: 'action.selected' },
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                <bdi>{prompt.name}</bdi>
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap dir="auto">
                {prompt.text}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t`No saved prompt has that name. Enter sends what you typed.`}
        </Typography>
      )}
    </Paper>
  );
};
