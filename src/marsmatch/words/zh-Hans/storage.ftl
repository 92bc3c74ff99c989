# The server could not store a change it made by itself (a bot's move, a timeout, a deal):
# it tries again by itself until it is stored (issue 29).
notice-storage-failed = 服务器暂时无法保存出牌；它会一直重试，能保存后牌局继续。
notice-storage-ok = 服务器又能保存出牌了。
