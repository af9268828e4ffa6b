#!/usr/bin/env bash
# The same bytes and the same figures whatever the kit's speed: for every
# bundled game (rules/) and every test game (tests/rules/), a block
# generated with a fixed seed, plain and with its lots declared, has the
# SHA-256 it had when this test was written (before the scanner, the
# evaluator and the pipe were made faster, issue 51); `block` finds in the
# declared block the same figures per block, from the file alone and
# through `lotcert serve` as a candidate; and `lotcert serve` answers the
# plain block, and the same block with some numbers changed at random (a
# fixed seed: anomalies, jokers elsewhere, numbers out of range), with the
# same bytes (traces included). A change that alters a block
# on purpose records the new hashes here (IDENTITY_RECORD=1 prints them)
# and says why in its commit.
# The block's figures of the draw games record each level's plays ("plays":
# the plays of its spot count, or all) since the grids of spots; Powerball
# and Daily Keno were recorded when they joined.
set -u
. "$(dirname "$0")/lib.sh"
UNITS=20000 SEED=2012

# game  plain-block  declared-block  block's figures (the "blocks" of --json)  serve's answers  to the changed block
# one number in a hundred another, one in five hundred the joker
change() {
  python3 -c '
import random, re, sys
random.seed(51)
def one(m):
    r = random.random()
    return str(random.randint(0, 90)) if r < 0.01 else "\"J\"" if r < 0.012 else m.group(0)
for line in sys.stdin:
    head, unit = line.split("\"unit\":", 1)
    sys.stdout.write(head + "\"unit\":" + re.sub(r"(?<=[\[,])\d+(?=[,\]])", one, unit))'
}
# block's figures, every real number to 9 significant digits: a p-value's last digits are the
# numerical library's (GSL's tails and our own series agree to 1e-14), not the block's
figures() {
  python3 -c '
import json, sys
def r(x):
    return float("%.9g" % x) if isinstance(x, float) else [r(v) for v in x] if isinstance(x, list) \
        else {k: r(v) for k, v in x.items()} if isinstance(x, dict) else x
print(json.dumps(r(json.load(open(sys.argv[1]))["blocks"]), sort_keys=True))' "$1"
}
while read -r g plain declared figures answers changed; do
  r=rules/$g.yaml
  [ -f "$r" ] || r=tests/rules/$g.yaml
  $LC generate --rules "$r" --seed $SEED --units $UNITS -o "$T/p.jsonl" 2>"$T/err" || bad "$g: generate: $(head -1 "$T/err")"
  $LC generate --rules "$r" --seed $SEED --units $UNITS --declare-lots -o "$T/d.jsonl" 2>"$T/err" \
    || bad "$g: generate --declare-lots: $(head -1 "$T/err")"
  hp=$(sha256sum < "$T/p.jsonl" | cut -c1-64) hd=$(sha256sum < "$T/d.jsonl" | cut -c1-64)
  # the figures, paths and options aside (the candidate's run names its command)
  $LC block --rules "$r" --units $UNITS "$T/d.jsonl" --json "$T/f.json" >/dev/null 2>&1
  $LC block --rules "$r" --units $UNITS "$T/d.jsonl" --json "$T/c.json" --sandbox none \
    --candidate "$LC serve --rules $r" >/dev/null 2>&1
  hf=$(figures "$T/f.json" | sha256sum | cut -c1-64)
  hc=$(figures "$T/c.json" | sha256sum | cut -c1-64)
  ha=$($LC serve --rules "$r" < "$T/p.jsonl" | sha256sum | cut -c1-64)
  hm=$(change < "$T/p.jsonl" | $LC serve --rules "$r" | sha256sum | cut -c1-64)
  if [ -n "${IDENTITY_RECORD:-}" ]; then
    echo "$g $hp $hd $hf $ha $hm"
    continue
  fi
  [ "$hp" = "$plain" ] && ok || bad "$g: the plain block is not the one recorded ($hp)"
  [ "$hd" = "$declared" ] && ok || bad "$g: the declared block is not the one recorded ($hd)"
  [ "$hf" = "$figures" ] && ok || bad "$g: block's figures from the file are not the ones recorded ($hf)"
  [ "$hc" = "$figures" ] && ok || bad "$g: block's figures through lotcert serve are not the ones recorded ($hc)"
  [ "$ha" = "$answers" ] && ok || bad "$g: lotcert serve's answers are not the ones recorded ($ha)"
  [ "$hm" = "$changed" ] && ok || bad "$g: lotcert serve's answers to the changed block are not the ones recorded ($hm)"
done <<'EOF'
fdj-bingo-2012 aa62dd7d1c6d5f3f356391a2343ee446b3b28c033fb9a66f6e00a4b33eec58ac 42ddbf78a4372580b59e53a20729aa6236e0cd9380387d100db1aaa18f9ed7dd 4f2e7e23247595ddf7082a6c8a2a951a8fdd731d2d629b0b2b2407714855cdd9 c8fde4fb747f079498ff8a056b359729cc183111ce4f6c564faae11dab4dd2ca 481ffbfa154db1c5afc38be2c3088b6090f242bde67dd2a00f447872cf1de815
fdj-super-bingo-2004 f7c873831844bac912818b1fe51e97f85e3690df3b734709707c91a6e978faeb 27e80805953a81da7950e636ef53574d00dd179c24409678a1d362d5dde5015d 2d05780f0fca54fbd2300e1973625260de18076a416d7f86bcf013c9019253e5 f8788b007e73c4fdd8bf6a5d1da569ceec6d5a38ece29b222f78f3b7095a8c0a e5b82492a78de8dd5212c0f7fc056e9cc8ba6b007c9c780c7cb60c086fa97080
fdj-super-bingo-internet-2006 b218e88752dc5244cbf88a26f791b0feb89c1032972d39c36b74d6232c8dc7ed 0f5e9ce3bf926866ec92fa864dbc8a13c9b91fd083e8d9e1074f06b2731e9056 e211d61798c8e264246f989b62771d2d58f578912abb3106e9f7dc68367720e3 f18be59ce2869f71b81ecebce03be337673978cdde8e80394959bc7ad53ff077 dfcefe808adf0667af32890a1725480cb87fd8283d9050e330d1539d46531ad8
amigo-2014 a53d968df6f7cd9c0d8584198116210c3d3dc05e5ee8db8020f1e04c323eccbf 984601c9a505ccb34198316c51f0c7f0c9df0fb208b0f21069a5e2faa0d71f25 5a024c1c02b4150180ee07f7bfdbb9e41b133f4efa3f25e964483b8c9389ff45 8f6d670aa93861dcbad736dc9a58c8cef40d9eb03bae8ee7658b27a637c9ef8b 17fb3604f2f8a3ea539dc0e9b92c656bb30ac07772e7465cd7d1d6d2b6f66f77
bingo75-free-centre 251226fbbf9930274ae9bd2b42f172335e14170a9a254e396b8d703fe0dfb797 f6aa762bc536066b0dbb9090753441ad0a84608ad7bc63075ae7aa9ba0977fae 304af7f442a92e4a426f0d987ef4af4b2555811be771ed0952f1e79fb9192c7c 1e9bc399dd822739c32a86a673e0b7e9855b4cd242d94fda2bac80bce8eef0e8 ada056769c66e7c101cc23c330763ffaa84959956c2111e6e0cd0c318757dfac
card-8x8-and-row 1d41f49a8df258882ae005f5e98316f04fb3ca3958a4658a8d005d77bbd34341 92e70bc74145bf7e38f2e634dc361676ffbd142cf1434d966bd115f14b3be772 0cd87975191f3656e89c91a66a4c6070a4565535dcbd02aaa1ba657e88522e15 abd4f765d771ee9810ca20f1a3ada2c5e5c759048b870a0df650e42c370edeeb 8d03334cebd05dd3d1bcbcd37bf0beb19b0464b5ed2253a05d59db5774449266
keno-10-spot b2b9da5a1e39b9f32a0704250264b50f9111e2edae7de68c6d5fe2f1fe44ce98 5327995f8a27d021bd1d440a6d0112bc9b095cf0ceed686e056fdb60f922991f 450640c02a0407361038320f674f9f4765566c2225f8b7ea9929f54244aec957 c89b74c32486dec19755981ea202d8816ab735bf808fb6e5908e34afad9aa8a5 45a000b1c05b4ecabd115d387f7a9b5c09dd5167ae1d2f027086175265dd25e5
letters-and-symbols 6bf26f510b66c85ba281d3e81f17c0b4c7a5e81faee13c2bb2694fb429c3f607 e3d540c8c3d897e72368d21b7097338a808e547b56702dfeda8395350ba0e24b 0db5ed52d987e8107bc9bc8a2b6b24e50311caf54f77d3a0387c791c0a6140e1 b25d09061ccf5aeeccc8cbf402319013d274859eea04eed6ef79d5dc3904f521 b25d09061ccf5aeeccc8cbf402319013d274859eea04eed6ef79d5dc3904f521
lucky-digit 57c68bd3cd28e55b25168ea046d42f1da36872aa627f1d6f31d411a6fc4c66d1 039ea510f5c6d1c0180471447138a19d17789048a8a5c920e130d4fb2accd3ce bb448cefaf3905ee354404b94b45b5ff27c9b01fb812d13c02362299e7b2e7e4 b10065bd358e8af4874952c2fade9aebd33a6d165b736f03eee46faa26f9ac7d 43746118ed0c03e1169a13df62c05342fe92aed1b233f17e8114febdd63f540a
morpion-3x3 19afc99c742975b65b036cb9056f699046136e6852eee43728017f42b0a52129 d46837a842bd4e155630ee1be9c59c34a0bba5ea81c55a0f5f9acdb52b413dcf 0e5aac2cb9d50fdd6abecef4c0dc11064a50c96dc07ccfe4defdf377e225d7b5 d2714abce939c89e1b077f12258a57a4b5561ccbb7b07e2e9ee192a979027929 b749ca39c63fa1dc2a4eb36916a9f8467efaecc1c1900656f5946ef4c480b8b4
millionnaire-2009 5a4b51450ca80bc8da21f1733951d7335e19be6f96503e605a84651bf0fdd18e 033b13d7229b4bf7d045a65f605b2bba6a0aee18e1fd7a4905ac20606732b530 ce78064c08f203c5dcbfff8745824b7805defd4d0cf08c1ea9504ea4a1d46079 91146a638d05131e738184384eb2644fdd8d1036f1ff88ec86faa64b7a6621de 91146a638d05131e738184384eb2644fdd8d1036f1ff88ec86faa64b7a6621de
12-billes-2001 2f0323168b0bc76260af043bd93b427c9a030ec4b37557477275cfa9053b8d2d da0482570aadc0bb9ddfc7fef7dd3256cc23c75e42eb87c2737578e53bea3d30 d76e066d331521b5fa553ef76ed2559ef387bca11723f833026e04e20e8f8222 84c501ea2c9b88270c21e4433d54b72e49bfe1569d091c7c23b44fa1be4cee4c 5eae2246f6a82fcbf110898aac929335bb6017512a35e440b9e00a78575adf1b
banco-2012 20898d623b2f64b1328835fd496e43d7d59729ee666c1b6cc03e47e366dbe2f2 6c3e1ee2b580fa48a858787af357bc2d1d3658268a27dc987e9322ba97fe0594 d991fbd000955d9e6d8c55dc5ab46d5e9ca3d1ea6a4798a65a10d65466da452a a82238ea15a974bdf3909e1b4948b77ebc7147fb3ee6e83c7f4e576339fdf449 a82238ea15a974bdf3909e1b4948b77ebc7147fb3ee6e83c7f4e576339fdf449
tour-du-monde 64d31f8e62d0e7dc57e1b1b29ffca4bdcba0dc7436e1bfb9a452a32eb6729969 bddf7fe26578d235b92e4aee9f53acbb9c39e9e95d9bdee8d41b6cd73fc943dc 3cd586ee994c67c2eaa954dd5883d6b4348714aa889a285676b34b454f89d1b1 a9d73d838c7f80ff39e2351d34fe74185cf8f4d2e80e3d61659789ff84ca1ad4 a9d73d838c7f80ff39e2351d34fe74185cf8f4d2e80e3d61659789ff84ca1ad4
multiplier 563544dc3892fa76e6334180687fc509d13b2ed4f2af5230d9aed9f629fb9ecb be59bdceb6342c84de028d55d377b9d4e2980957c8c7ecf693164343a3f40578 3abb5c6c6fb5d17d16ef83f17014f4706860ff4cc0b91a6a4361d0885354a2eb e36e857c7f972334496fca82dba1f5eab6064fb80e7994af5152cd97020559c8 e36e857c7f972334496fca82dba1f5eab6064fb80e7994af5152cd97020559c8
powerball-2015 ab73f34fdca5999222f70eab518c44715021c80f4bf4bd87897ac876d733f0e7 60e3c279b46c5b5744fc5ccd192739c6f3d1b272ed6c4e814faa16d4a0d80135 05e4e88eab5773d62fe12b9352858bc74eea50053eb0cdc5f4c65ca1ebda4e13 9163a3b5a7674601e61d9887f076942963811e719d0e4abeb7b3e8cf0396a840 04e9908bcd0cc3bee9e23ba3309fa1b293691e88e1cd2c71134726d44a3a9e82
daily-keno-wa bbff8fc7c651def7bb4319349023da162fb73953838f148ab0daaaccc884fb32 a93a7779e83f8ff952c83516699834248f3601ec8163bf598d4636b25155a8f2 32dceadc262688bd6b9b569c96bb0c94c56a12f3d2a23f310e3f48f250c21e80 0c974764cd728731e671c0719c51bcc48b752ec4993e53bdf1a09cbd64512e8b 2fd01b565bfcae933a9d830adddcec8381d37cb090b6aed045f61dfbd99606ae
EOF
finish identity
