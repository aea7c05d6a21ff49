import { Fragment } from 'react';
import Box from '@mui/material/Box';

/**
 * A translation key that wraps only after its dots (`account.` / `bonuses`), never inside a part: a part is one
 * unbreakable word, so "accoun t.bonu ses" cannot happen. A part longer than the column overflows.
 */
export function KeyText({ value }: { value: string }) {
  const parts = value.split('.');
  return (
    <Box component="code" sx={{ fontSize: 13, wordBreak: 'normal', overflowWrap: 'normal' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              .<wbr />
            </>
          )}
          <Box component="span" data-key-part sx={{ whiteSpace: 'nowrap' }}>
            {part}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
