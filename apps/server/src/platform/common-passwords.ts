/**
 * Very common passwords (at least 8 characters), compared lower-cased. Built from the public
 * "most common passwords" lists (English and French), plus the usual suffix patterns of French
 * words (soleil123, azerty2024…). NIST SP 800-63B asks to refuse such passwords.
 */
const LIST = `
123456789 12345678 1234567890 password password1 password123 qwerty123 qwertyuiop
11111111 00000000 88888888 12121212 87654321 123123123 1234qwer 1q2w3e4r 1q2w3e4r5t
1qaz2wsx qazwsxedc zaq12wsx iloveyou iloveyou1 sunshine princess football baseball
superman batman123 trustno1 welcome1 welcome123 letmein1 passw0rd p@ssw0rd p@ssword
admin123 administrator starwars whatever michelle jennifer computer internet charlie1
michael1 jordan23 liverpool chelsea1 arsenal1 barcelona realmadrid abcd1234 abc12345
abcdefgh 123abc123 qwerty12 asdfghjkl asdfasdf zxcvbnm1 zxcvbnmm pokemon1 dragon123
monkey123 shadow123 master123 mustang1 freedom1 whatever1 harley123 hello123 hellohello
loveyou1 lovelove iloveyou2 babygirl1 princess1 butterfly cookie123 chocolate cheese123
pepper123 summer2023 summer2024 summer2025 winter2024 spring2024 autumn2024 azertyuiop
azerty123 azerty12 azertyui azerty1234 aze123456 motdepasse motdepasse1 motdepasse123
mot2passe motdepass 1motdepasse soleil123 soleil12 doudou123 chouchou chouchou1 loulou123
nounours nounours1 bonjour1 bonjour123 marseille marseille13 paris123 parisien jetaime1
jetaime123 tetaime123 jesus123 jesuschrist dieu1234 dieuestamour alleluia alleluia1
hallelujah amen1234 godisgood godislove christ123 emmanuel marie123 mariejoseph seigneur
seigneur1 eglise123 priere123 jaimedieu koinonia koinonia1 koinonia123 chretien
chretienne catholique evangile bible123 psaume23 jerusalem nazareth bethleem charlemagne
camembert baguette1 fromage1 chocolat chocolat1 football1 olympique olympiquedemarseille
allezlom psg12345 parisfc1 zidane10 mbappe10 griezmann1 antoine1 nicolas1 julien123
thomas123 camille1 caroline sebastien alexandre alexandre1 christophe stephanie nathalie
isabelle1 laurence veronique celine123 elodie123 aurelie1 mathilde1 guillaume francois1
france123 vivelafrance bretagne normandie toulouse31 bordeaux33 lyon69000 marine123
matthieu1 maxime123 lucas123 hugo1234 leo12345 louis123 gabriel1 raphael1 emma1234
chloe123 manon123 lea12345 ines1234 jade1234 louise123 alice123 juliette1 vacances
vacances1 bisounours coucou123 salut123 doudou12 titou123 titi1234 toto1234 tititoto
123soleil 1234azer azer1234 qsdfghjklm wxcvbn123 123456789a 12345678a a12345678 aaaaaaaa
azazazaz qwertyui 1234abcd 1234567a 147258369 741852963 159753456 963852741 789456123
123654789 147852369 987654321 0123456789 9876543210 11223344 12344321 123321123
1234512345 1111111111 2222222222 5555555555 iloveu123 loveme12 changeme changeme1
default1 secret123 secret12 password12 password2 passer123 utilisateur utilisateur1
bienvenue bienvenue1 bienvenu1 welcome2024 azerty2024 azerty2023 soleil2024 password2024
motdepasse2024 qwerty2024 france2024 paris2024 jesus2024 marie2024 soleil1234 soleil12345
soleil2025 soleil2026 soleil01 soleil13 soleil75 soleil123! bonjour1234 bonjour12345
bonjour2024 bonjour2025 bonjour2026 bonjour01 bonjour13 bonjour75 bonjour! bonjour123!
jetaime1234 jetaime12345 jetaime2024 jetaime2025 jetaime2026 jetaime01 jetaime13
jetaime75 jetaime! jetaime123! doudou1234 doudou12345 doudou2024 doudou2025 doudou2026
doudou01 doudou13 doudou75 doudou123! chouchou123 chouchou1234 chouchou12345 chouchou2024
chouchou2025 chouchou2026 chouchou01 chouchou13 chouchou75 chouchou! chouchou123!
loulou1234 loulou12345 loulou2024 loulou2025 loulou2026 loulou01 loulou13 loulou75
loulou123! nounours123 nounours1234 nounours12345 nounours2024 nounours2025 nounours2026
nounours01 nounours13 nounours75 nounours! nounours123! marseille123 marseille1234
marseille12345 marseille2024 marseille2025 marseille2026 marseille01 marseille75
marseille! marseille123! paris1234 paris12345 paris2025 paris2026 paris123! france1234
france12345 france2025 france2026 france01 france13 france75 france123! toulouse123
toulouse1234 toulouse12345 toulouse2024 toulouse2025 toulouse2026 toulouse01 toulouse13
toulouse75 toulouse! toulouse123! nantes123 nantes1234 nantes12345 nantes2024 nantes2025
nantes2026 nantes01 nantes13 nantes75 nantes123! lille123 lille1234 lille12345 lille2024
lille2025 lille2026 lille123! azerty12345 azerty2025 azerty2026 azerty01 azerty13
azerty75 azerty123! motdepasse1234 motdepasse12345 motdepasse2025 motdepasse2026
motdepasse01 motdepasse13 motdepasse75 motdepasse! motdepasse123! password1234
password12345 password2025 password2026 password01 password13 password75 password!
password123! qwerty1234 qwerty12345 qwerty2025 qwerty2026 qwerty01 qwerty13 qwerty75
qwerty123! football123 football1234 football12345 football2024 football2025 football2026
football01 football13 football75 football! football123! amour123 amour1234 amour12345
amour2024 amour2025 amour2026 amour123! princesse123 princesse1234 princesse12345
princesse2024 princesse2025 princesse2026 princesse01 princesse13 princesse75 princesse!
princesse123! chocolat123 chocolat1234 chocolat12345 chocolat2024 chocolat2025
chocolat2026 chocolat01 chocolat13 chocolat75 chocolat! chocolat123! maman123 maman1234
maman12345 maman2024 maman2025 maman2026 maman123! papa1234 papa12345 papa2024 papa2025
papa2026 papa123! famille123 famille1234 famille12345 famille2024 famille2025 famille2026
famille01 famille13 famille75 famille! famille123! bebe1234 bebe12345 bebe2024 bebe2025
bebe2026 bebe123! cheval123 cheval1234 cheval12345 cheval2024 cheval2025 cheval2026
cheval01 cheval13 cheval75 cheval123! camille123 camille1234 camille12345 camille2024
camille2025 camille2026 camille01 camille13 camille75 camille! camille123! nicolas123
nicolas1234 nicolas12345 nicolas2024 nicolas2025 nicolas2026 nicolas01 nicolas13
nicolas75 nicolas! nicolas123! julien1234 julien12345 julien2024 julien2025 julien2026
julien01 julien13 julien75 julien123! thomas1234 thomas12345 thomas2024 thomas2025
thomas2026 thomas01 thomas13 thomas75 thomas123! pierre123 pierre1234 pierre12345
pierre2024 pierre2025 pierre2026 pierre01 pierre13 pierre75 pierre123! jean1234 jean12345
jean2024 jean2025 jean2026 jean123! marie1234 marie12345 marie2025 marie2026 marie123!
jesus1234 jesus12345 jesus2025 jesus2026 jesus123! dieu12345 dieu2024 dieu2025 dieu2026
dieu123! seigneur123 seigneur1234 seigneur12345 seigneur2024 seigneur2025 seigneur2026
seigneur01 seigneur13 seigneur75 seigneur! seigneur123! eglise1234 eglise12345 eglise2024
eglise2025 eglise2026 eglise01 eglise13 eglise75 eglise123! priere1234 priere12345
priere2024 priere2025 priere2026 priere01 priere13 priere75 priere123! amen12345 amen2024
amen2025 amen2026 amen123! alleluia123 alleluia1234 alleluia12345 alleluia2024
alleluia2025 alleluia2026 alleluia01 alleluia13 alleluia75 alleluia! alleluia123!
chretien123 chretien1234 chretien12345 chretien2024 chretien2025 chretien2026 chretien01
chretien13 chretien75 chretien! chretien123! lumiere123 lumiere1234 lumiere12345
lumiere2024 lumiere2025 lumiere2026 lumiere01 lumiere13 lumiere75 lumiere! lumiere123!
esperance123 esperance1234 esperance12345 esperance2024 esperance2025 esperance2026
esperance01 esperance13 esperance75 esperance! esperance123! charite123 charite1234
charite12345 charite2024 charite2025 charite2026 charite01 charite13 charite75 charite!
charite123! paix1234 paix12345 paix2024 paix2025 paix2026 paix123! liberte123 liberte1234
liberte12345 liberte2024 liberte2025 liberte2026 liberte01 liberte13 liberte75 liberte!
liberte123! vacances123 vacances1234 vacances12345 vacances2024 vacances2025 vacances2026
vacances01 vacances13 vacances75 vacances! vacances123! coucou1234 coucou12345 coucou2024
coucou2025 coucou2026 coucou01 coucou13 coucou75 coucou123! salut1234 salut12345
salut2024 salut2025 salut2026 salut123! bisous123 bisous1234 bisous12345 bisous2024
bisous2025 bisous2026 bisous01 bisous13 bisous75 bisous123! chaton123 chaton1234
chaton12345 chaton2024 chaton2025 chaton2026 chaton01 chaton13 chaton75 chaton123!
chien123 chien1234 chien12345 chien2024 chien2025 chien2026 chien123! lapin123 lapin1234
lapin12345 lapin2024 lapin2025 lapin2026 lapin123! tigre123 tigre1234 tigre12345
tigre2024 tigre2025 tigre2026 tigre123! lion1234 lion12345 lion2024 lion2025 lion2026
lion123! dragon1234 dragon12345 dragon2024 dragon2025 dragon2026 dragon01 dragon13
dragon75 dragon123! monkey1234 monkey12345 monkey2024 monkey2025 monkey2026 monkey01
monkey13 monkey75 monkey123! shadow1234 shadow12345 shadow2024 shadow2025 shadow2026
shadow01 shadow13 shadow75 shadow123! master1234 master12345 master2024 master2025
master2026 master01 master13 master75 master123! sunshine123 sunshine1234 sunshine12345
sunshine2024 sunshine2025 sunshine2026 sunshine01 sunshine13 sunshine75 sunshine!
sunshine123! princess123 princess1234 princess12345 princess2024 princess2025
princess2026 princess01 princess13 princess75 princess! princess123! superman123
superman1234 superman12345 superman2024 superman2025 superman2026 superman01 superman13
superman75 superman! superman123! batman1234 batman12345 batman2024 batman2025 batman2026
batman01 batman13 batman75 batman123! pokemon123 pokemon1234 pokemon12345 pokemon2024
pokemon2025 pokemon2026 pokemon01 pokemon13 pokemon75 pokemon! pokemon123! naruto123
naruto1234 naruto12345 naruto2024 naruto2025 naruto2026 naruto01 naruto13 naruto75
naruto123!
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
