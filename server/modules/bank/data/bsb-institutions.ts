/**
 * Which financial institution each BSB prefix belongs to, in the CSV form "prefix,mnemonic,
 * institution". Source: the Australian Payments Network's (AusPayNet) key to BSB numbers, "BSB
 * Numbers in Australia", as read on 2026-11-25. AusPayNet assigns the first two or three digits of
 * a BSB to an institution, which numbers its own branches with the rest; a two-digit prefix holds
 * every BSB starting with it, a three-digit one only its own. Prefixes not listed are unassigned.
 * A deployment with BSB_DIRECTORY_FILE checks against the full branch file instead (decision 311).
 */
export const BSB_INSTITUTIONS = `
01,ANZ,Australia and New Zealand Banking Group
03,WBC,Westpac Banking Corporation
04,WBC,Westpac Banking Corporation
06,CBA,Commonwealth Bank of Australia
08,NAB,National Australia Bank
09,RBA,Reserve Bank of Australia
10,BSA,BankSA (a division of Westpac)
11,STG,St.George Bank (a division of Westpac)
12,BQL,Bank of Queensland
14,PIB,Rabobank Australia
15,T&C,Town & Country Bank
18,MBL,Macquarie Bank
19,BOM,Bank of Melbourne (a division of Westpac)
21,CMB,JPMorgan Chase Bank
22,BNP,BNP Paribas
23,BAL,Bank of America
24,CTI,Citibank
25,BPS,BNP Paribas Securities Services
26,BTA,Bankers Trust Australia (Westpac)
29,BOT,MUFG Bank
30,BWA,Bankwest (a division of the Commonwealth Bank)
311,IN1,in1bank
313,MCU,Bank Australia
323,KEB,KEB Hana Bank
325,BYB,Beyond Bank Australia
33,STG,St.George Bank (a division of Westpac)
34,HBA,HSBC Bank Australia
35,BOC,Bank of China
40,CST,Commonwealth Bank of Australia
41,DBA,Deutsche Bank
42,TBT,Commonwealth Bank of Australia
432,SCB,Standard Chartered Bank
45,OCB,OCBC Bank
46,ADV,Advance Bank (Westpac)
47,CBL,Challenge Bank (Westpac)
48,MET,Suncorp-Metway
510,CNA,Citibank N.A.
512,CFC,Community First Bank
514,QTM,QT Mutual Bank
517,VOL,Australian Settlements Limited
52,TBT,Commonwealth Bank of Australia
533,BCC,Bananacoast Community Credit Union
55,BML,Bank of Melbourne (a division of Westpac)
57,ASL,Australian Settlements Limited
61,ADL,Adelaide Bank (a division of Bendigo and Adelaide Bank)
611,SEL,Select Credit Union
630,ABS,ABS Building Society
632,BAE,B&E (Bank of us)
633,BBL,Bendigo and Adelaide Bank
634,UFS,Uniting Financial Services
636,HAY,Cuscal Limited
637,GBS,Greater Bank
638,HBS,Heritage Bank
639,HOM,Home Building Society (Bank of Queensland)
640,HUM,Hume Bank
641,IMB,IMB Bank
642,ADC,Australian Defence Credit Union
645,MPB,Wide Bay Australia (Auswide Bank)
646,MMB,Maitland Mutual Building Society
647,IMB,IMB Bank
650,NEW,Newcastle Permanent Building Society
653,PPB,Pioneer Permanent Building Society (Bank of Queensland)
654,ECU,ECU Australia
655,ROK,The Rock Building Society
656,BAY,Wide Bay Australia (Auswide Bank)
657,GBS,Greater Bank
659,SGE,SGE Credit Union
664,SUN,Suncorp-Metway
670,YOU,Cuscal Limited
676,GTW,Gateway Bank
680,GBL,Greater Bank Limited
70,IND,Indue
721,HCC,Holiday Coast Credit Union
722,SNX,Southern Cross Credit Union
723,HIC,Heritage Isle Credit Union
724,RCU,Railways Credit Union
725,JUD,Judo Bank
728,SCU,Summerland Credit Union
73,WBC,Westpac Banking Corporation
76,CBA,Commonwealth Bank of Australia
775,XIN,Australian Settlements Limited
777,PNB,Police & Nurses (P&N Bank)
78,NAB,National Australia Bank
80,CUS,Cuscal Limited
812,TMB,Teachers Mutual Bank
813,CAP,Capricornian
814,CUA,Great Southern Bank (Credit Union Australia)
815,PCU,Police Bank
817,WCU,Warwick Credit Union
818,COM,Bank of Communications
819,IBK,Industrial and Commercial Bank of China
820,GPA,Global Payments Australia 1
823,ENC,Encompass Credit Union
824,STH,Sutherland Credit Union
825,SKY,Big Sky Building Society
833,DBL,Defence Bank
840,SPL,Split Payments
880,HBS,Heritage Bank
882,MMP,Maritime Mining & Power Credit Union
888,CCB,China Construction Bank
889,DBS,DBS Bank
90,APO,Australia Post
911,SMB,Sumitomo Mitsui Banking Corporation
913,SSB,State Street Bank and Trust Company
917,ARA,Arab Bank Australia
918,MCB,Mizuho Bank
922,UOB,United Overseas Bank
923,ING,ING Bank (Australia)
931,ICB,Mega International Commercial Bank
932,NEC,Community Mutual
936,GNI,ING Bank (Australia)
939,AMP,AMP Bank
941,BCY,Delphi Bank (Bendigo and Adelaide Bank)
942,LBA,Bank of Sydney
943,TBB,Taiwan Business Bank
944,MEB,Members Equity Bank (ME Bank)
946,UBS,UBS AG
951,INV,BOQ Specialist Bank
952,RBS,Royal Bank of Scotland
969,MSL,Tyro Payments
980,BOC,Bank of China
985,HSB,HSBC Bank Australia
`;
