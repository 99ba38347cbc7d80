// Passwords that lead every published list of leaked passwords, and the shapes
// people give them to pass "a letter and a digit": refused whatever the case.
// A short list on purpose: its job is to stop the first guesses an attacker tries.
const COMMON = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pass1234 pa55word
12345678 123456789 1234567890 12341234 11111111 00000000 87654321 12121212 11223344 123123123
qwerty12 qwerty123 qwerty1234 qwertyuiop asdfghjkl asdf1234 zxcvbnm1 1q2w3e4r 1qaz2wsx qazwsx123
abc12345 abcd1234 abcdefg1 a1b2c3d4 aa123456 iloveyou iloveyou1 letmein1 welcome1 welcome123
admin123 admin1234 administrator root1234 changeme changeme1 default1 secret123 test1234 testing1
monkey123 dragon123 football1 baseball1 sunshine1 princess1 superman1 batman123 trustno1 master123
shadow123 michael1 charlie1 jordan23 computer1 internet1 starwars1 whatever1 freedom1 hello123
maganda1 mahalkita mahalko1 iloveyou2 pilipinas philippines1 manila123 pinoy123 jesus123 godisgood1
summer2024 summer2025 summer2026 winter2025 spring2026 january1 december1 monday123 company1 payroll1
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));
