-- wrk script: the paths given after `--` in turn, each request from its own shopper address (the shop trusts the
-- loopback proxy's X-Forwarded-For) and asking for gzip, as phones behind a carrier's proxy do.
local paths = {}
-- Numbering goes on from where the bench's previous run stopped, so every run brings addresses never seen before.
local sent = tonumber(os.getenv("WRK_FIRST_ADDRESS") or "0") or 0

function init(args)
  for _, path in ipairs(args) do
    table.insert(paths, path)
  end
  if #paths == 0 then
    paths = { "/" }
  end
end

function request()
  sent = sent + 1
  -- wrk's LuaJIT has no bit operators; the address is the counter in base 256.
  local address = string.format("10.%d.%d.%d", math.floor(sent / 65536) % 256, math.floor(sent / 256) % 256, sent % 256)
  return wrk.format("GET", paths[(sent % #paths) + 1], { ["X-Forwarded-For"] = address, ["Accept-Encoding"] = "gzip" })
end
