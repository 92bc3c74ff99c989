# The server could not store a change it made by itself (a bot's move, a timeout, a deal):
# it tries again by itself until it is stored (issue 29).
notice-storage-failed = 伺服器暫時無法儲存出牌；它會一直重試，能儲存後牌局繼續。
notice-storage-ok = 伺服器又能儲存出牌了。
