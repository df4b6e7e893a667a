import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';

/** About this many characters to a piece: a piece out of view costs the page no layout. */
const PIECE_CHARS = 2000;
/** Characters to a line, guessed, for the height a piece not yet laid out stands for. */
const LINE_CHARS = 80;

/** `text` cut at line ends into pieces of about PIECE_CHARS (a longer line is cut where it must). */
export const textPieces = (text: string): string[] => {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + PIECE_CHARS, text.length);
    if (end < text.length) {
      const lineEnd = text.lastIndexOf('\n', end);
      if (lineEnd > start) end = lineEnd;
    }
    pieces.push(text.slice(start, end));
    // the line break between two pieces is the break between their blocks
    start = text[end] === '\n' ? end + 1 : end;
  }
  return pieces;
};

const guessedLines = (piece: string) =>
  piece
    .split('\n')
    .reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / LINE_CHARS)), 0);

const PIECE_SX = { whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext', contentVisibility: 'auto' };

/**
 * A reply past the Markdown budget: its text as written, in pieces the browser lays out only
 * near the view (content-visibility), and why it is not formatted.
 */
export const PlainReply = ({ text }: { text: string }) => {
  const { t } = useLingui();
  return (
    <>
      {textPieces(text).map((piece, index) => (
        <Box
          key={index}
          sx={PIECE_SX}
          // inline, so every piece shares one class instead of a class for each size
          style={{ containIntrinsicSize: `auto ${guessedLines(piece) * 1.5}em` }}
        >
          {piece}
        </Box>
      ))}
      <Box component="p" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
        {t`This reply is too long or too deeply nested to format, so it is shown as plain text.`}
      </Box>
    </>
  );
};
