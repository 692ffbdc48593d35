import Graft
