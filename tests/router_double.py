"""A home router's port-mapping side, for the tests: run it inside the test's own network
namespace (``tests/netlab.py``), never on a real network.

It speaks the real protocols, as a router's ``miniupnpd`` does:

- SSDP: joins 239.255.255.250 on its interface and answers an ``M-SEARCH`` for an Internet
  gateway with where its description is;
- HTTP: the IGD's description XML, and SOAP control (GetStatusInfo, GetExternalIPAddress,
  AddPortMapping, DeletePortMapping, GetSpecificPortMappingEntry);
- UDP 5351: PCP (RFC 6887) MAP requests and NAT-PMP (RFC 6886) requests.

What it was asked, and the mappings it holds, go to the ``--state`` file (JSON) after every
change, for the test to read. Usage::

    python router_double.py --address 198.18.0.1 --public 203.0.113.7 --state FILE \
        [--upnp ok|refuse|off] [--pcp ok|refuse|off] [--natpmp ok|refuse|off]
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import os
import re
import socket
import struct
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

SSDP_GROUP, SSDP_PORT = "239.255.255.250", 1900
IGD = "urn:schemas-upnp-org:device:InternetGatewayDevice:1"
WANIP = "urn:schemas-upnp-org:service:WANIPConnection:1"
CIF = "urn:schemas-upnp-org:service:WANCommonInterfaceConfig:1"

DESCRIPTION = f"""<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0">
<specVersion><major>1</major><minor>0</minor></specVersion>
<device>
<deviceType>{IGD}</deviceType><friendlyName>Router double</friendlyName>
<manufacturer>tests</manufacturer><modelName>double</modelName>
<UDN>uuid:5e7a0000-0000-4000-8000-000000000001</UDN>
<serviceList><service><serviceType>urn:schemas-upnp-org:service:Layer3Forwarding:1</serviceType>
<serviceId>urn:upnp-org:serviceId:L3Forwarding1</serviceId><controlURL>/ctl/L3F</controlURL>
<eventSubURL>/evt/L3F</eventSubURL><SCPDURL>/L3F.xml</SCPDURL></service></serviceList>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType>
<friendlyName>WANDevice</friendlyName><UDN>uuid:5e7a0000-0000-4000-8000-000000000002</UDN>
<serviceList><service><serviceType>{CIF}</serviceType>
<serviceId>urn:upnp-org:serviceId:WANCommonIFC1</serviceId><controlURL>/ctl/CmnIfCfg</controlURL>
<eventSubURL>/evt/CmnIfCfg</eventSubURL><SCPDURL>/WANCfg.xml</SCPDURL></service></serviceList>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType>
<friendlyName>WANConnectionDevice</friendlyName>
<UDN>uuid:5e7a0000-0000-4000-8000-000000000003</UDN>
<serviceList><service><serviceType>{WANIP}</serviceType>
<serviceId>urn:upnp-org:serviceId:WANIPConn1</serviceId><controlURL>/ctl/IPConn</controlURL>
<eventSubURL>/evt/IPConn</eventSubURL><SCPDURL>/WANIPCn.xml</SCPDURL></service></serviceList>
</device></deviceList></device></deviceList>
<presentationURL>http://{{address}}/</presentationURL>
</device></root>
"""


class Router:
    """The router's state: its mappings and what it was asked."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.mappings: dict[str, dict[str, object]] = {}  # "TCP 8358" -> the mapping
        self.asked: list[str] = []
        self.epoch = time.monotonic()
        self.lock = threading.Lock()
        self.save()

    def note(self, what: str) -> None:
        with self.lock:
            self.asked.append(what)
        self.save()

    def save(self) -> None:
        state = Path(self.args.state)
        tmp = state.with_name(state.name + ".tmp")
        with self.lock:
            tmp.write_text(json.dumps({"mappings": self.mappings, "asked": self.asked}),
                           encoding="utf-8")
            os.replace(tmp, state)

    def seconds(self) -> int:
        return int(time.monotonic() - self.epoch)


# --------------------------------------------------------------------------- SSDP
def ssdp_socket(address: str) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("0.0.0.0", SSDP_PORT))
    sock.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                    socket.inet_aton(SSDP_GROUP) + socket.inet_aton(address))
    return sock


def ssdp(router: Router, sock: socket.socket, http_port: int) -> None:
    args = router.args
    while True:
        data, peer = sock.recvfrom(2048)
        text = data.decode("latin-1")
        if not text.startswith("M-SEARCH"):
            continue
        found = re.search(r"^ST:\s*(.+?)\s*$", text, re.M | re.I)
        st = found.group(1) if found else ""
        router.note(f"M-SEARCH {st}")
        if st not in (IGD, WANIP, "upnp:rootdevice", "ssdp:all"):
            continue
        answer = ("HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=120\r\n"
                  f"ST: {st}\r\nUSN: uuid:5e7a0000-0000-4000-8000-000000000001::{st}\r\n"
                  "EXT:\r\nSERVER: Linux/6 UPnP/1.1 RouterDouble/1\r\n"
                  f"LOCATION: http://{args.address}:{http_port}/rootDesc.xml\r\n\r\n")
        sock.sendto(answer.encode(), peer)


# --------------------------------------------------------------------------- SOAP
def soap_body(action: str, values: dict[str, str]) -> str:
    inner = "".join(f"<{k}>{v}</{k}>" for k, v in values.items())
    return ('<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/'
            'envelope/" s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body>'
            f'<u:{action}Response xmlns:u="{WANIP}">{inner}</u:{action}Response>'
            "</s:Body></s:Envelope>")


def soap_fault(code: int, text: str) -> str:
    return ('<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/'
            'envelope/" s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body>'
            "<s:Fault><faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring>"
            '<detail><UPnPError xmlns="urn:schemas-upnp-org:control-1-0">'
            f"<errorCode>{code}</errorCode><errorDescription>{text}</errorDescription>"
            "</UPnPError></detail></s:Fault></s:Body></s:Envelope>")


def make_handler(router: Router) -> type[BaseHTTPRequestHandler]:
    args = router.args

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *_: object) -> None:
            pass

        def reply(self, status: int, body: str, kind: str = 'text/xml; charset="utf-8"') -> None:
            data = body.encode()
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            router.note(f"GET {self.path}")
            if self.path == "/rootDesc.xml":
                self.reply(200, DESCRIPTION.replace("{address}", args.address))
            else:
                self.reply(404, "")

        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode()
            action = self.headers.get("SOAPAction", "").strip('"').partition("#")[2]
            fields = dict(re.findall(r"<(New\w+)>([^<]*)</\1>", body))
            router.note(f"SOAP {action}")
            if action == "GetStatusInfo":
                self.reply(200, soap_body(action, {"NewConnectionStatus": "Connected",
                                                   "NewLastConnectionError": "ERROR_NONE",
                                                   "NewUptime": "1000"}))
            elif action == "GetExternalIPAddress":
                self.reply(200, soap_body(action, {"NewExternalIPAddress": args.public}))
            elif action == "AddPortMapping":
                if args.upnp == "refuse":
                    self.reply(500, soap_fault(606, "Action not authorized"))
                    return
                if args.permanent_only and fields.get("NewLeaseDuration", "0") != "0":
                    self.reply(500, soap_fault(725, "OnlyPermanentLeasesSupported"))
                    return
                key = f"{fields['NewProtocol']} {fields['NewExternalPort']}"
                router.mappings[key] = {
                    "by": "upnp", "client": fields["NewInternalClient"],
                    "port": int(fields["NewInternalPort"]),
                    "lease": int(fields.get("NewLeaseDuration", "0")),
                    "description": fields.get("NewPortMappingDescription", "")}
                router.save()
                self.reply(200, soap_body(action, {}))
            elif action == "DeletePortMapping":
                key = f"{fields['NewProtocol']} {fields['NewExternalPort']}"
                if router.mappings.pop(key, None) is None:
                    self.reply(500, soap_fault(714, "NoSuchEntryInArray"))
                    return
                router.save()
                self.reply(200, soap_body(action, {}))
            elif action == "GetSpecificPortMappingEntry":
                key = f"{fields['NewProtocol']} {fields['NewExternalPort']}"
                held = router.mappings.get(key)
                if held is None:
                    self.reply(500, soap_fault(714, "NoSuchEntryInArray"))
                    return
                self.reply(200, soap_body(action, {
                    "NewInternalPort": str(held["port"]), "NewInternalClient": str(held["client"]),
                    "NewEnabled": "1", "NewPortMappingDescription": str(held["description"]),
                    "NewLeaseDuration": str(held["lease"])}))
            else:
                self.reply(500, soap_fault(401, "Invalid Action"))

    return Handler


# --------------------------------------------------------------------------- PCP / NAT-PMP
def pcp_natpmp(router: Router, sock: socket.socket) -> None:
    args = router.args
    public = socket.inet_aton(args.public)
    while True:
        data, peer = sock.recvfrom(1100)
        if not data:
            continue
        version = data[0]
        if version == 2:
            router.note("PCP")
            if args.pcp == "off":
                if args.natpmp != "off":  # a NAT-PMP-only router: "unsupported version"
                    sock.sendto(struct.pack("!BBHI", 0, 128 + data[1], 1, router.seconds()),
                                peer)
                continue
            pcp_answer(router, sock, data, peer)
        elif version == 0:
            router.note(f"NAT-PMP {data[1] if len(data) > 1 else '?'}")
            if args.natpmp == "off":
                continue
            natpmp_answer(router, sock, data, peer, public)


def pcp_answer(router: Router, sock: socket.socket, data: bytes, peer: tuple[str, int]) -> None:
    args = router.args
    _v, opcode, _r, lifetime = struct.unpack("!BBHI", data[:8])
    client = str(ipaddress.IPv6Address(data[8:24]).ipv4_mapped)
    nonce, proto = data[24:36], data[36]
    internal, _suggested = struct.unpack("!HH", data[40:44])
    name = {6: "TCP", 17: "UDP"}.get(proto, str(proto))
    result = 2 if args.pcp == "refuse" else 0  # NOT_AUTHORIZED
    key = f"{name} {internal}"
    if result == 0:
        if lifetime:
            router.mappings[key] = {"by": "pcp", "client": client, "port": internal,
                                    "lease": lifetime, "nonce": nonce.hex()}
        elif router.mappings.get(key, {}).get("nonce") == nonce.hex():
            del router.mappings[key]
        router.save()
    head = struct.pack("!BBBBII12x", 2, 0x80 | opcode, 0, result, lifetime, router.seconds())
    external = ipaddress.IPv6Address(f"::ffff:{args.public}").packed
    body = nonce + struct.pack("!B3xHH", proto, internal, internal if lifetime else 0) + external
    sock.sendto(head + body, peer)


def natpmp_answer(router: Router, sock: socket.socket, data: bytes, peer: tuple[str, int],
                  public: bytes) -> None:
    args = router.args
    opcode = data[1]
    if opcode == 0:
        sock.sendto(struct.pack("!BBHI", 0, 128, 0, router.seconds()) + public, peer)
        return
    _v, _op, _r, internal, _suggested, lifetime = struct.unpack("!BBHHHI", data[:12])
    name = "TCP" if opcode == 2 else "UDP"
    result = 2 if args.natpmp == "refuse" else 0
    if result == 0:
        key = f"{name} {internal}"
        if lifetime:
            router.mappings[key] = {"by": "natpmp", "client": peer[0], "port": internal,
                                    "lease": lifetime}
        else:
            router.mappings.pop(key, None)
        router.save()
    sock.sendto(struct.pack("!BBHIHHI", 0, 128 + opcode, result, router.seconds(), internal,
                            internal if lifetime else 0, lifetime), peer)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--address", required=True)
    parser.add_argument("--public", required=True)
    parser.add_argument("--state", required=True)
    parser.add_argument("--upnp", choices=["ok", "refuse", "off"], default="ok")
    parser.add_argument("--pcp", choices=["ok", "refuse", "off"], default="off")
    parser.add_argument("--natpmp", choices=["ok", "refuse", "off"], default="off")
    parser.add_argument("--permanent-only", action="store_true",
                        help="refuse leases other than 0 (UPnP error 725), as old routers do")
    args = parser.parse_args()
    router = Router(args)
    if args.upnp != "off":
        http = ThreadingHTTPServer((args.address, 0), make_handler(router))
        threading.Thread(target=http.serve_forever, daemon=True).start()
        threading.Thread(target=ssdp, args=(router, ssdp_socket(args.address),
                                            http.server_address[1]), daemon=True).start()
    if args.pcp != "off" or args.natpmp != "off":
        udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        udp.bind((args.address, 5351))
        threading.Thread(target=pcp_natpmp, args=(router, udp), daemon=True).start()
    print("ready", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
