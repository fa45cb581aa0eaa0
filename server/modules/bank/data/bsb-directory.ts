/**
 * Branches known exactly, in the BSB directory's own CSV form (BSB, mnemonic, institution, branch,
 * suburb, state). Source: the BSB directory published by the Australian Payments Network
 * (AusPayNet), as read on 2026-11-25; only the central branches of the largest institutions and the
 * sandbox bank's are listed: every other BSB is checked by its institution's prefix
 * (bsb-institutions.ts). A deployment points BSB_DIRECTORY_FILE at the full monthly directory file
 * instead (same columns, quoted or not).
 */
export const BSB_DIRECTORY_EXCERPT = `
032-000,WBC,Westpac Banking Corporation,Sydney,Sydney,NSW
062-000,CBA,Commonwealth Bank of Australia,Sydney,Sydney,NSW
182-512,MBL,Macquarie Bank,Cash Management,Sydney,NSW
923-100,ING,ING Bank (Australia),Sydney,Sydney,NSW
633-000,BBL,Bendigo and Adelaide Bank,Bendigo,Bendigo,VIC
802-985,CUS,Cuscal,Settlement accounts,Sydney,NSW
`;
