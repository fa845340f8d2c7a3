import json
import subprocess

# One zwang process answers every request; its solver stays warm in between.
zwang = subprocess.Popen(["bin/zwang", "dds", "stdio"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True, encoding="utf-8")


def ask(request):
    """Sends one request and returns its answer; an error answer raises ValueError."""
    zwang.stdin.write(json.dumps(request) + "\n")
    zwang.stdin.flush()
    answer = json.loads(zwang.stdout.readline())
    if "error" in answer:
        raise ValueError(answer["error"])
    return answer


deal = "N:Q64.JT98742.7.T6 K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8"
table = ask({"id": 1, "type": "table", "deal": deal, "dealer": "N", "vulnerable": "None"})
for strain in ["S", "H", "D", "C", "NT"]:
    print(strain, " ".join(str(table["tricks"][strain][seat]) for seat in "NESW"))
print("par", table["par"]["score"], ",".join(table["par"]["contracts"]))

# North leads against West's notrump contract: the tricks each lead leaves North-South.
leads = ask({"id": 2, "type": "solve", "deal": deal, "trump": "NT", "leader": "N"})
print("leads", " ".join(f"{card['card']}:{card['tricks']}" for card in leads["cards"]))

try:
    ask({"id": 3, "type": "solve", "deal": deal, "trump": "NT", "leader": "N", "played": ["SA"]})
except ValueError as error:
    print("error", error)  # North does not hold SA; the process reads on

zwang.stdin.close()  # the end of the input: zwang exits with code 0
print("exit", zwang.wait())
